import { defineConfig } from 'vitest/config';

/** Test layers: unit (pure and server code, in Node), dom (React components, in jsdom), e2e (the built app in Chromium). */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          globalSetup: ['server/testing/announce-databases.ts'],
          // A fresh database per test file: PGlite starts in a few seconds on these machines.
          hookTimeout: 60_000,
          testTimeout: 20_000,
          include: ['engine/**/*.test.ts', 'widgets/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts', 'builder/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['src/testing/dom-setup.ts'],
          include: ['engine/react/**/*.test.tsx', 'widgets/**/*.test.tsx', 'builder/**/*.test.tsx', 'src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waits for its chunks, the session and the office configuration: on two shared cores that is
          // seconds, not the default second of expect.poll.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
