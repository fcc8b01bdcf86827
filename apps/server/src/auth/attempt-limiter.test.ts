import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('blocks a key after max attempts in the window, until the oldest leaves it', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.record('a');
      now += 1_000;
    }
    expect(limiter.retryAfterSeconds('a')).toBe(57);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now += 57_000;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter(1, 60_000);
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});
