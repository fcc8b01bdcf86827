import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it("draws mulberry32's numbers, so the demo stays the same", () => {
    const random = seededRandom(1);
    expect([random.next(), random.next(), random.next()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('keeps whole numbers in their range, both ends included', () => {
    const random = seededRandom(7);
    const drawn = new Set(Array.from({ length: 200 }, () => random.between(3, 5)));
    expect([...drawn].sort()).toEqual([3, 4, 5]);
  });

  it('refuses to pick from nothing', () => {
    expect(() => seededRandom(1).pick([])).toThrow('Nothing to pick from');
  });
});
