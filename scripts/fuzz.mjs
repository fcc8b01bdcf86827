// `npm run fuzz -- --requests 100000 [--seed N] [--db pglite|postgres]`: the fuzz test of the
// integration suite (apps/server/test/fuzz.test.ts) for a long run, on a fresh database. Prints
// the seed, the count of requests and of 5xx answers, the share of signed-in requests that reached
// past authentication, and the first requests of each kind of 5xx.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    db: { type: 'string', default: process.env.KIRA_TEST_DB ?? 'pglite' },
  },
});

if (!/^\d+$/.test(values.requests)) {
  console.error(`--requests takes a count, not ${values.requests}`);
  process.exit(2);
}
if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error(`--db is pglite or postgres, not ${values.db}`);
  process.exit(2);
}
if (values.db === 'postgres' && !process.env.TEST_DATABASE_URL) {
  console.error(
    '--db postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(2);
}

const env = { ...process.env, FUZZ_REQUESTS: values.requests, KIRA_TEST_DB: values.db };
// A new seed each long run (the suite keeps its own fixed one); the run prints it to repeat it.
env.FUZZ_SEED = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/test/fuzz.test.ts'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
