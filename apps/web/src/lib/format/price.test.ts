import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('groups thousands and keeps two decimals at least', () => {
    expect(formatPrice('1234.5000')).toBe('1,234.50');
    expect(formatPrice('1234567.5')).toBe('1,234,567.50');
    expect(formatPrice('12')).toBe('12.00');
    expect(formatPrice('0.00')).toBe('0.00');
  });

  it('keeps the decimals beyond the cent that are not zero', () => {
    expect(formatPrice('0.0125')).toBe('0.0125');
    expect(formatPrice('3.1410')).toBe('3.141');
  });

  it('writes a minus sign, and shows other text as it is', () => {
    expect(formatPrice('-5.1')).toBe('-5.10');
    expect(formatPrice('n/a')).toBe('n/a');
  });
});
