import { describe, expect, it } from 'vitest';
import { withTwoDecimals } from './money-text.ts';

describe('withTwoDecimals', () => {
  it('pads to two decimals', () => {
    expect(withTwoDecimals('28.5')).toBe('28.50');
    expect(withTwoDecimals('3')).toBe('3.00');
    expect(withTwoDecimals(' 0 ')).toBe('0.00');
  });

  it('keeps the decimals a price was stored with, trailing zeros aside', () => {
    expect(withTwoDecimals('1.2345')).toBe('1.2345');
    expect(withTwoDecimals('19.9000')).toBe('19.90');
  });

  it('leaves what is not a number yet as typed', () => {
    expect(withTwoDecimals('')).toBe('');
    expect(withTwoDecimals('12,50')).toBe('12,50');
  });
});
