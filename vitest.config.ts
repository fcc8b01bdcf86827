import { defineConfig } from 'vitest/config';

// Server test files run side by side, each on a database of its own (docs/testing.md).
// KIRA_TEST_WORKERS: how many at once (default 2, sized for a 2-core machine); 1 runs them one
// after another, as before.
const serverWorkers = Math.max(1, Math.floor(Number(process.env.KIRA_TEST_WORKERS ?? 2)) || 1);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/helpers/drop-file-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: serverWorkers > 1,
          maxWorkers: serverWorkers,
          // A group of its own: the other projects keep vitest's worker count when run together.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
