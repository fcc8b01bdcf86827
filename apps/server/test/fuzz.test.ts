import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSummary, pastAuthenticationShare } from './helpers/fuzz/format-summary.ts';
import { buildFuzzApp, type FuzzApp } from './helpers/fuzz/fuzz-app.ts';
import { fuzzSeed } from './helpers/fuzz/fuzz-seed.ts';
import { AUTH_OPERATIONS, type Operation, readOperations } from './helpers/fuzz/operations.ts';
import { runFuzz } from './helpers/fuzz/runner.ts';

/**
 * How many requests `npm test` sends: about a minute on PGlite on the development machine
 * (measured: see docs/foundation.md). `npm run fuzz -- --requests N` sends more.
 */
const DEFAULT_REQUESTS = 8_000;
const requests = Number(process.env.FUZZ_REQUESTS ?? DEFAULT_REQUESTS);
/**
 * Below this share of signed-in requests getting past the session check, the run mostly tests
 * that check: its users have lost their sessions, and the routes behind it go untested.
 */
const MIN_PAST_AUTHENTICATION = 0.8;
const seed = fuzzSeed();

let t: FuzzApp;
let operations: Operation[];
beforeAll(async () => {
  t = await buildFuzzApp();
  operations = [...(await readOperations(t.app)), ...AUTH_OPERATIONS];
});
afterAll(async () => {
  await t?.close();
});

describe('the API under malformed requests', () => {
  it(
    `answers every one of ${requests} mutated requests without a 5xx, most signed-in ones past the session check (seed ${seed})`,
    async () => {
      console.log(`fuzz: seed ${seed}, ${requests} requests (FUZZ_SEED, FUZZ_REQUESTS to change)`);
      const every = Math.max(1_000, Math.round(requests / 20));
      const summary = await runFuzz({
        app: t,
        operations,
        seed,
        requests,
        progress: {
          every,
          report: (sent, errors) => console.log(`fuzz: ${sent}/${requests} sent, ${errors} 5xx`),
        },
      });
      // The counts here; the failing requests in the assertion's message.
      console.log(formatSummary(summary, 0));
      expect(summary.serverErrors, formatSummary(summary)).toBe(0);
      expect(pastAuthenticationShare(summary), formatSummary(summary, 0)).toBeGreaterThanOrEqual(
        MIN_PAST_AUTHENTICATION,
      );
    },
    // Count-based, not time-based: the timeout only stops a run that hangs.
    60_000 + requests * 100,
  );
});
