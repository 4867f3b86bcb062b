import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../engine/react/**/*.stories.tsx', '../widgets/**/*.stories.tsx', '../builder/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // The app's vite.config.ts roots Vite in src/; Storybook needs the project root.
  viteFinal: async (viteConfig) => ({ ...viteConfig, root: process.cwd() }),
};

export default config;
