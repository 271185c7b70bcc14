import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: pure packages and the API run in node,
// the web app's component tests in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is one connection per instance; files run in parallel processes, each with its own.
          pool: 'forks',
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
