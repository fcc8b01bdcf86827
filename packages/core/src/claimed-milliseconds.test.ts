import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClaimedMilliseconds } from './claimed-milliseconds.ts';

describe('ClaimedMilliseconds', () => {
  it('hands out the value asked for when free, else the next free one', () => {
    const claimed = new ClaimedMilliseconds(100);
    expect(claimed.claim(10)).toBe(10);
    expect(claimed.claim(12)).toBe(12);
    expect(claimed.claim(10)).toBe(11); // joins 10 and 12 into one run
    expect(claimed.runCount).toBe(1);
    expect(claimed.claim(10)).toBe(13);
    expect(claimed.claim(5)).toBe(5);
    expect(claimed.runCount).toBe(2);
  });

  it('keeps a million claims of one value in a single run', () => {
    const claimed = new ClaimedMilliseconds(10);
    for (let i = 0; i < 1_000_000; i += 1) claimed.claim(42);
    expect(claimed.runCount).toBe(1);
    expect(claimed.claim(42)).toBe(1_000_042);
  });

  it('forgets the earliest runs past its limit', () => {
    const claimed = new ClaimedMilliseconds(3);
    for (const value of [10, 20, 30, 40]) claimed.claim(value);
    expect(claimed.runCount).toBe(3);
    expect(claimed.claim(10)).toBe(10); // forgotten
    expect(claimed.claim(40)).toBe(41); // remembered
  });

  it('behaves like a plain set of claimed values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 200 }), (asked) => {
        const claimed = new ClaimedMilliseconds(1_000);
        const model = new Set<number>();
        for (const value of asked) {
          let expected = value;
          while (model.has(expected)) expected += 1;
          model.add(expected);
          expect(claimed.claim(value)).toBe(expected);
        }
      }),
    );
  });
});
