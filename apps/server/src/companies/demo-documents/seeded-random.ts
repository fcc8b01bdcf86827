/**
 * The plan's dice: a small seeded generator (mulberry32), so the same seed always gives the
 * same numbers on every machine. Never Math.random: the demo must be the same everywhere.
 */
export interface SeededRandom {
  /** A whole number from 0 to n - 1. */
  below(n: number): number;
  /** A whole number from min to max, both included. */
  between(min: number, max: number): number;
  /** True with this probability (0 to 1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    below,
    between: (min, max) => min + below(max - min + 1),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('Nothing to pick from');
      return item;
    },
  };
}
