import { defineConfig } from 'vitest/config';

/** Test layers: unit (pure and server code, in Node) and dom (React components, in jsdom). */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['engine/**/*.test.ts', 'widgets/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['engine/react/**/*.test.tsx', 'widgets/**/*.test.tsx', 'builder/**/*.test.tsx', 'src/**/*.test.tsx'],
        },
      },
    ],
  },
});
