import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { officeTypeStoriesIndexer, officeTypeStoriesPlugin } from './office-type-stories';

const OFFICE_TYPES = resolve(process.cwd(), 'office-types');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.tsx', '../builder/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // A stories file with `officeTypeStory` gets one story per file in office-types/ (office-type-stories.ts).
  experimental_indexers: async (existing) => [officeTypeStoriesIndexer(OFFICE_TYPES), ...(existing ?? [])],
  // The app's vite.config.ts roots Vite in src/; Storybook needs the project root.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root: process.cwd(), plugins: [officeTypeStoriesPlugin(OFFICE_TYPES), ...(viteConfig.plugins ?? [])] }),
};

export default config;
