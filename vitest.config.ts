import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from './tests/browser/chromium';
import { SlowestFilesReporter } from './tests/reporters/slowest-files';

// Every story runs twice, in Hebrew and light and in English and dark, so each language and each theme is checked
// on every story. Running every story four times took twice as long and checked the same texts twice; the theme
// story alone in the other two pairs cost a third of the project's time (each run loads the preview first) for
// checks the direction does not change (the theme's colours and fonts are the same in both).
const STORY_RUNS = [
  { language: 'he', theme: 'light' },
  { language: 'en', theme: 'dark' },
];

// What the stories import, bundled by Vite before the first test: a dependency found mid-run makes Vite reload the
// page under the running tests, which fails them.
const STORY_DEPENDENCIES = [
  'antd', 'antd/es/locale/he_IL', 'antd/es/locale/en_US', 'antd/es/locale/es_ES', 'antd/es/form', 'antd/es/table', '@ant-design/icons',
  'react', 'react-dom', 'react-dom/client', 'react-router-dom', 'react-i18next', 'i18next', 'swr', 'swr/infinite', 'dayjs',
  'react-grid-layout', 'react-grid-layout/core', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities', 'xstate', '@xstate/react',
  '@rjsf/antd', '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv', 'ajv-formats', 'pdfjs-dist',
];

/**
 * Test layers: unit (pure and server code, in Node), dom (React components, in jsdom), e2e (the built app in
 * Chromium), storybook-* (every story's play function, in the system's Chromium).
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    // Two files at a time on these two cores: Vitest's default in a run is one worker fewer than the cores, which here
    // ran every file one after another (45 minutes). Most of a file's time is waiting (on PGlite, PostgreSQL, Chromium,
    // the app under test), so two overlap well: the unit files took 438 s instead of about 780, the browser files
    // 749 s instead of 1220.
    maxWorkers: 2,
    reporters: ['default', new SlowestFilesReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          globalSetup: ['server/testing/announce-databases.ts', 'server/testing/database-templates.ts'],
          // A fresh database per test file: PGlite starts in a few seconds on these machines.
          hookTimeout: 60_000,
          // The files of a worker share their modules, imported once: isolated, each file imported the server, the
          // engine and the office-type catalogue again (568 s of a run's 3362 s summed over workers; the whole project
          // ran in 755 s instead, on a machine under load 9-11). What a file changes that outlives it is its own to
          // undo: the test clock, environment variables, registries (none of the unit files mocks a module).
          isolate: false,
          testTimeout: 20_000,
          include: ['engine/**/*.test.ts', '.storybook/**/*.test.ts', 'widgets/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts', 'builder/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['src/testing/dom-setup.ts'],
          // A test waits for its conditions (Testing Library's waits are 15 s, dom-setup.ts); this bounds the whole
          // test on a machine whose two cores are shared with other work, where antd's first render alone can take seconds.
          testTimeout: 60_000,
          include: ['engine/react/**/*.test.tsx', 'widgets/**/*.test.tsx', 'builder/**/*.test.tsx', 'src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'server/testing/database-templates.ts', 'server/testing/seeded-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waits for its chunks, the session and the office configuration: on two shared cores that is
          // seconds, not the default second of expect.poll.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // storybookTest applies .storybook/main.ts's viteFinal: the office-type stories' plugin with it.
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: STORY_DEPENDENCIES },
        test: {
          name: 'storybook',
          // The files of a run share one page, as stories share Storybook's: a page per file loaded the preview, antd
          // and React again for every file, two thirds of the run's time. Each story mounts afresh and its
          // decorators set the language, theme and office.
          isolate: false,
          // The first story of a run waits for Vite to transform the code its widgets load: on two shared cores that
          // outlasts the browser's default 15 s.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
            // One Vite server for every run: each instance is the same stories with other toolbar globals.
            instances: STORY_RUNS.map((globals) => ({
              browser: 'chromium' as const,
              name: `storybook-${globals.language}-${globals.theme}`,
              provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: globals },
            })),
          },
        },
      },
    ],
  },
});
