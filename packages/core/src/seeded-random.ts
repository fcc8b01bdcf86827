/**
 * A small seeded generator (mulberry32): the same seed gives the same numbers on every machine.
 * The demo company's documents and the server's fuzz tests draw from it, never Math.random, so
 * the demo is the same everywhere and a failing run can be repeated from its seed.
 */
export interface SeededRandom {
  /** A number from 0 up to, not including, 1. */
  next(): number;
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
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Nothing to pick from');
      return items[below(items.length)] as T;
    },
  };
}
