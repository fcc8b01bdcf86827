import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney } from '../money.ts';
import { currencyMark, formatAmount, formatPrice, formatSgd, groupThousands } from './money.ts';

describe('formatSgd', () => {
  it('writes S$, groups thousands and shows the cents', () => {
    expect(formatSgd('1234.5')).toBe('S$1,234.50');
    expect(formatSgd('1234567.891')).toBe('S$1,234,567.89');
    expect(formatSgd('0')).toBe('S$0.00');
    expect(formatSgd(parseMoney('999.995'))).toBe('S$1,000.00');
  });

  it('puts the minus before the mark, or brackets the amount when asked', () => {
    expect(formatSgd('-1234.5')).toBe('-S$1,234.50');
    expect(formatSgd('-1234.5', 'parentheses')).toBe('(S$1,234.50)');
    expect(formatSgd('1234.5', 'parentheses')).toBe('S$1,234.50');
  });

  it('rounds half away from zero and never shows minus zero', () => {
    expect(formatSgd('1.005')).toBe('S$1.01');
    expect(formatSgd('-1.005')).toBe('-S$1.01');
    expect(formatSgd('-0.004')).toBe('S$0.00');
  });

  it('keeps every digit of amounts too large for a float', () => {
    expect(formatSgd('12345678901234567.89')).toBe('S$12,345,678,901,234,567.89');
  });
});

describe('formatAmount', () => {
  it('writes other currencies by their ISO code', () => {
    expect(formatAmount('1234.5', { currency: 'USD' })).toBe('USD 1,234.50');
    expect(formatAmount('-20', { currency: 'eur' })).toBe('-EUR 20.00');
    expect(formatAmount('1000', { currency: 'JPY' })).toBe('JPY 1,000.00');
    expect(formatAmount('1234.5', { currency: 'SGD' })).toBe('S$1,234.50');
  });

  it('writes the bare number without a currency', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('+7')).toBe('7.00');
  });

  it('shows text that is not an amount as it is', () => {
    expect(formatAmount('n/a', { currency: 'SGD' })).toBe('n/a');
    expect(formatAmount('1e3')).toBe('1e3');
  });

  it('shows the same digits as the exact decimal, whatever the value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (cents) => {
        const magnitude = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
        const text = `${cents < 0n ? '-' : ''}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
        const shown = formatAmount(text);
        expect(shown.replaceAll(',', '')).toBe(text);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('groups thousands and keeps two decimals at least', () => {
    expect(formatPrice('1234.5000')).toBe('1,234.50');
    expect(formatPrice('1234567.5')).toBe('1,234,567.50');
    expect(formatPrice('12')).toBe('12.00');
    expect(formatPrice('0.00')).toBe('0.00');
    expect(formatPrice('007.5')).toBe('7.50');
  });

  it('keeps the decimals beyond the cent that are not zero, unrounded', () => {
    expect(formatPrice('0.0125')).toBe('0.0125');
    expect(formatPrice('3.1410')).toBe('3.141');
    expect(formatPrice('0.0125', { currency: 'SGD' })).toBe('S$0.0125');
  });

  it('writes a minus sign, and shows other text as it is', () => {
    expect(formatPrice('-5.1')).toBe('-5.10');
    expect(formatPrice('-0.00')).toBe('0.00');
    expect(formatPrice('n/a')).toBe('n/a');
  });
});

describe('the pieces', () => {
  it('marks SGD as S$ and every other currency by its code', () => {
    expect(currencyMark('SGD')).toBe('S$');
    expect(currencyMark(' usd ')).toBe('USD ');
  });

  it('groups digits by three from the right', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('123456789')).toBe('123,456,789');
  });
});
