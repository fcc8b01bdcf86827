/** The run's seed: FUZZ_SEED when set, else a new one (printed, so a failure can be repeated). */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given) {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
    return seed;
  }
  // `npm test` repeats the same requests every run, so its answer depends on the code alone;
  // `npm run fuzz` draws a new seed each time (scripts/fuzz.mjs).
  return SUITE_SEED;
}

const SUITE_SEED = 21;
