import { configDefaults, defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './apps/server/test/heavy-first-sequencer.ts';

// Server test files run side by side, each on a database of its own (docs/testing.md).
// KIRA_TEST_WORKERS: how many at once (default 2, sized for a 2-core machine); 1 runs them one
// after another, as before.
const serverWorkers = Math.max(1, Math.floor(Number(process.env.KIRA_TEST_WORKERS ?? 2)) || 1);

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/** Files that replace a module (`vi.mock`): in a shared worker the mock could leak or miss. */
const ISOLATED = ['apps/server/test/disk-faults.test.ts'];

/**
 * Suites that do not depend on the database's behaviour: what they test is Kira's own (access,
 * validation, answers, PDFs), and the statements they send are those the suites run on both
 * databases send. `npm test` runs them on one database (PostgreSQL when it has one): the other
 * pass sets KIRA_TEST_ONE_DATABASE_ELSEWHERE. Transactions, numbering, concurrency, faults,
 * migrations, two processes, idempotency and the engine's reads and writes run on both.
 */
export const ONE_DATABASE = [
  'apps/server/test/fuzz.test.ts',
  'apps/server/test/permission-matrix.test.ts',
  'apps/server/test/abilities.test.ts',
  'apps/server/test/document-abilities.test.ts',
  'apps/server/test/documented-access-rules.test.ts',
  'apps/server/test/cross-company.test.ts',
  'apps/server/test/boundary.test.ts',
  'apps/server/test/document-field-errors.test.ts',
  'apps/server/test/answer-serializers.test.ts',
  'apps/server/test/attachment-file-name.test.ts',
  'apps/server/test/cache-control.test.ts',
  'apps/server/test/document-pdf.test.ts',
  'apps/server/test/document-pdf-logo.test.ts',
  'apps/server/test/document-pdf-routes.test.ts',
  'apps/server/test/pdf-stderr.test.ts',
  'apps/server/test/pdf-threads.test.ts',
  'apps/server/test/document-screens.test.ts',
  'apps/server/test/deployment-rules.test.ts',
  // Accounts, the dashboard, plans and settings are Kira's rules over plain reads and writes,
  // and the browser tests run each of them on PGlite (the server they start is on it).
  'apps/server/test/accounts.test.ts',
  'apps/server/test/dashboard.test.ts',
  'apps/server/test/plans.test.ts',
  'apps/server/test/settings.test.ts',
  // The round trip goes from PGlite to the run's database and back by itself.
  'apps/server/test/company-transfer.test.ts',
  'apps/server/test/company-archive-refusals.test.ts',
  'apps/server/src/**/*.test.ts',
];
const oneDatabaseElsewhere = Boolean(process.env.KIRA_TEST_ONE_DATABASE_ELSEWHERE);

const server = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  setupFiles: ['apps/server/test/helpers/drop-file-database.ts'],
  // Bounds that only stop a hang, never judge speed: `npm test` runs these beside the browser
  // tests on two cores, where starting a server process has taken over a minute.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  fileParallelism: serverWorkers > 1,
  maxWorkers: serverWorkers,
  // A group of its own: the other projects keep vitest's worker count when run together.
  sequence: { groupOrder: 1 },
} as const;

export default defineConfig({
  test: {
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        test: {
          name: 'core',
          // Pure functions: a worker imports the modules once for all its files.
          isolate: false,
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          // npm test runs these beside the server's and the browser's tests: a timeout only
          // stops a hang, never judges speed (property tests take seconds on a loaded machine).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          // Pure functions: a worker imports the modules once for all its files.
          isolate: false,
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: SERVER_TESTS,
          exclude: [
            ...configDefaults.exclude,
            ...ISOLATED,
            ...(oneDatabaseElsewhere ? ONE_DATABASE : []),
          ],
          // Files share a worker's modules (the app's graph is imported once a worker, not once
          // a file: about half the server pass's time). A file still gets its own database, its
          // own apps and its setup files; the files below need a worker of their own.
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          name: 'server-isolated',
          include: ISOLATED,
        },
      },
    ],
  },
});
