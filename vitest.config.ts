import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: pure packages and the API run in node, the web app's
// component tests in jsdom.
//
// Test files share their worker's loaded modules (`isolate: false`) instead of loading the app,
// React and jsdom's world again for each file: that loading was most of the suite's time. Each
// file still opens its own database and renders into a cleaned document. A file that replaces a
// module with `vi.mock` needs a module graph of its own, so such files are found here and run
// in an isolated project beside the shared one.

const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `root/src` (as `src/...`), split by whether they call vi.mock. */
function testFilesByMocking(root: string) {
  const src = path.join(import.meta.dirname, root, 'src');
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file));
  const mocks = (file: string) => fs.readFileSync(path.join(src, file), 'utf8').includes('vi.mock(');
  const named = (file: string) => `src/${file.split(path.sep).join('/')}`;
  return { mocking: files.filter(mocks).map(named), rest: files.filter((f) => !mocks(f)).map(named) };
}

/**
 * Two projects from one: the files that mock modules isolated, the rest sharing modules. Each
 * leaves out the other's files (`exclude`: a project extending a config file adds to its
 * `include` rather than replacing it, but exclusions add up as wanted).
 */
function sharedAndIsolated<T extends { test: { name: string } }>(project: T, root: string) {
  const { mocking, rest } = testFilesByMocking(root);
  return [
    { ...project, test: { ...project.test, isolate: false, exclude: mocking } },
    {
      ...project,
      test: { ...project.test, name: `${project.test.name}-isolated`, exclude: rest, passWithNoTests: true },
    },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, while the API
    // files spend much of their time waiting on the database.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      ...sharedAndIsolated(
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
        'apps/api',
      ),
      ...sharedAndIsolated(
        {
          extends: './apps/web/vite.config.ts',
          root: './apps/web',
          test: { name: 'web', root: './apps/web' },
        },
        'apps/web',
      ),
    ],
  },
});
