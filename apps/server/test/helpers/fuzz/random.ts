/** A seeded source of choices (mulberry32): the same seed gives the same run of requests. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

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
