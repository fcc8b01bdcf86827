import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  balanceDue,
  compareMoney,
  formatMoney,
  gstInclusivePortion,
  InvalidAmountError,
  isAboveZero,
  isDecimalString,
  moneySchema,
  multiplyMoney,
  parseMoney,
  percentageOf,
  roundMoney,
  subtractMoney,
  sumMoney,
  toNumericText,
  trimDecimal,
} from './money.ts';

/** Decimal strings with up to 6 decimals and 15 integer digits, either sign. */
const decimals = fc
  .tuple(fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const sign = units < 0n ? '-' : '';
    if (scale === 0) return `${sign}${digits}`;
    return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

describe('parseMoney', () => {
  it('reads plain decimals', () => {
    expect(parseMoney('1234.5').toString()).toBe('1234.5');
    expect(parseMoney(' -0.10 ').toString()).toBe('-0.1');
    expect(parseMoney('+7').toString()).toBe('7');
    expect(parseMoney('.5').toString()).toBe('0.5');
  });

  it.each([
    '',
    ' ',
    'abc',
    '1,234.50',
    '1e3',
    '12.',
    '.',
    '--1',
    '1.2.3',
    'NaN',
    'Infinity',
    '0x10',
    'S$5',
  ])('rejects %j with a clear error', (text) => {
    expect(() => parseMoney(text)).toThrow(InvalidAmountError);
    expect(() => parseMoney(text)).toThrow(`Not an amount: "${text}"`);
    expect(isDecimalString(text)).toBe(false);
  });

  it('validates form input with the zod schema, keeping the text', () => {
    expect(moneySchema.parse(' 12.30 ')).toBe('12.30');
    expect(moneySchema.safeParse('12,30').success).toBe(false);
  });
});

describe('arithmetic', () => {
  it('is exact: 0.1 + 0.2 is 0.30', () => {
    expect(formatMoney(addMoney('0.1', '0.2'))).toBe('0.30');
    expect(addMoney('0.1', '0.2').eq('0.3')).toBe(true);
    expect(subtractMoney('0.3', '0.1').toString()).toBe('0.2');
    expect(multiplyMoney('3', '19.99').toString()).toBe('59.97');
    expect(multiplyMoney('1.5', '0.333').toString()).toBe('0.4995');
    expect(sumMoney(['0.1', '0.2', new Big('0.3')]).toString()).toBe('0.6');
    expect(sumMoney([]).toString()).toBe('0');
  });

  it('compares', () => {
    expect(compareMoney('1.10', '1.1')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
    expect(compareMoney('10', '9.99')).toBe(1);
  });

  it('sums exactly, in any grouping and order', () => {
    fc.assert(
      fc.property(decimals, decimals, decimals, (a, b, c) => {
        expect(addMoney(addMoney(a, b), c).eq(addMoney(a, addMoney(b, c)))).toBe(true);
        expect(sumMoney([a, b, c]).eq(sumMoney([c, a, b]))).toBe(true);
        expect(subtractMoney(addMoney(a, b), b).eq(a)).toBe(true);
      }),
    );
  });
});

describe('roundMoney', () => {
  it('rounds half away from zero to the cent', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('-1.005')).toBe('-1.01');
    expect(formatMoney('2.675')).toBe('2.68');
    expect(formatMoney('-2.675')).toBe('-2.68');
    expect(formatMoney('1.004999')).toBe('1.00');
    expect(formatMoney('0.125')).toBe('0.13');
    expect(formatMoney('0.135')).toBe('0.14'); // not half-even
  });

  it('formats with two decimals and never as negative zero', () => {
    expect(formatMoney('1234.5')).toBe('1234.50');
    expect(formatMoney('7')).toBe('7.00');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney('-0')).toBe('0.00');
    expect(roundMoney('-0.004').toString()).toBe('0');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(decimals, (x) => {
        expect(roundMoney(roundMoney(x)).eq(roundMoney(x))).toBe(true);
      }),
    );
  });

  it('is symmetric for negatives: round(-x) = -round(x)', () => {
    fc.assert(
      fc.property(decimals, (x) => {
        const negated = new Big(x).times(-1);
        expect(roundMoney(negated).eq(roundMoney(x).times(-1))).toBe(true);
      }),
    );
  });

  it('stays within half a cent and gives whole cents', () => {
    fc.assert(
      fc.property(decimals, (x) => {
        const rounded = roundMoney(x);
        expect(rounded.minus(x).abs().lte('0.005')).toBe(true);
        expect(rounded.times(100).mod(1).eq(0)).toBe(true);
      }),
    );
  });
});

describe('GST', () => {
  it('takes the GST out of a GST-inclusive total: total x rate / (100 + rate)', () => {
    expect(formatMoney(gstInclusivePortion('109.00', '9'))).toBe('9.00');
    expect(formatMoney(gstInclusivePortion('108', '8'))).toBe('8.00');
    expect(formatMoney(gstInclusivePortion('100', '9'))).toBe('8.26'); // 8.2568...
    expect(formatMoney(gstInclusivePortion('-100', '9'))).toBe('-8.26');
    expect(formatMoney(gstInclusivePortion('10.70', '7'))).toBe('0.70');
    expect(formatMoney(gstInclusivePortion('50', '0'))).toBe('0.00');
    expect(formatMoney(gstInclusivePortion('21.8', '9'))).toBe('1.80');
    expect(formatMoney(gstInclusivePortion('5.45', '9'))).toBe('0.45');
  });

  it('rounds a quotient that is exactly half a cent away from zero', () => {
    expect(formatMoney(gstInclusivePortion('0.025', '25'))).toBe('0.01'); // 0.005 exactly
    expect(formatMoney(gstInclusivePortion('-0.025', '25'))).toBe('-0.01');
    expect(formatMoney(gstInclusivePortion('0.109', '9'))).toBe('0.01'); // 0.009
    expect(formatMoney(gstInclusivePortion('-0.109', '9'))).toBe('-0.01');
    expect(formatMoney(gstInclusivePortion('0.0545', '9'))).toBe('0.00'); // 0.0045
    expect(formatMoney(gstInclusivePortion('0.0545', '900'))).toBe('0.05'); // 0.04905
  });

  it('matches an exact integer computation of the rounded quotient', () => {
    const rates = fc.constantFrom('0', '7', '8', '9', '9.5', '17.25');
    fc.assert(
      fc.property(decimals, rates, (total, rate) => {
        expect(gstInclusivePortion(total, rate).eq(referencePortion(total, rate))).toBe(true);
      }),
    );
  });

  it('takes a percentage of an amount, rounded', () => {
    expect(formatMoney(percentageOf('100', '9'))).toBe('9.00');
    expect(formatMoney(percentageOf('0.50', '9'))).toBe('0.05'); // 0.045
    expect(formatMoney(percentageOf('-0.50', '9'))).toBe('-0.05');
    expect(formatMoney(percentageOf('19.99', '8'))).toBe('1.60'); // 1.5992
  });

  it('refuses a negative rate', () => {
    expect(() => gstInclusivePortion('100', '-9')).toThrow('cannot be negative');
  });
});

/** round-half-away-from-zero(total x rate / (100 + rate)) in cents, with BigInt only. */
function referencePortion(total: string, rate: string): Big {
  const scale = 10n ** 12n;
  const scaled = (text: string) => BigInt(new Big(text).times(scale.toString()).toFixed(0));
  const numerator = scaled(total) * scaled(rate) * 100n; // cents
  const denominator = (100n * scale + scaled(rate)) * scale;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let cents = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) cents += 1n;
  return new Big((negative ? -cents : cents).toString()).div(100);
}

describe('trimDecimal', () => {
  it('writes a stored decimal as people read it, keeping the decimals asked for', () => {
    expect(trimDecimal('12.5000', 2)).toBe('12.50');
    expect(trimDecimal('0.0125', 2)).toBe('0.0125');
    expect(trimDecimal('3.0000')).toBe('3');
    expect(trimDecimal('1.35120000')).toBe('1.3512');
    expect(trimDecimal('7', 2)).toBe('7.00');
    expect(trimDecimal('10.00')).toBe('10');
    expect(trimDecimal('100')).toBe('100');
    expect(trimDecimal('-0.50')).toBe('-0.5');
    expect(trimDecimal('5.', 2)).toBe('5.00');
    expect(trimDecimal('2.100', 4)).toBe('2.1000');
  });

  it('keeps every digit but the fraction’s trailing zeros', () => {
    const decimals = fc.tuple(
      fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
      fc.stringMatching(/^[0-9]{0,8}$/),
      fc.integer({ min: 0, max: 4 }),
    );
    fc.assert(
      fc.property(decimals, ([whole, fraction, minDecimals]) => {
        const stored = fraction === '' ? String(whole) : `${whole}.${fraction}`;
        const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
        expect(trimDecimal(stored, minDecimals)).toBe(
          kept === '' ? String(whole) : `${whole}.${kept}`,
        );
      }),
    );
  });
});

describe('toNumericText', () => {
  it('writes a decimal as a numeric column of a scale gives it back', () => {
    expect(toNumericText('2.5', 4)).toBe('2.5000');
    expect(toNumericText('007', 2)).toBe('7.00');
    expect(toNumericText('.5', 2)).toBe('0.50');
    expect(toNumericText('-0.00', 2)).toBe('0.00');
    expect(toNumericText('-0.004', 2)).toBe('0.00');
    expect(toNumericText('1.005', 2)).toBe('1.01');
    expect(toNumericText('-1.005', 2)).toBe('-1.01');
    expect(toNumericText('+12', 0)).toBe('12');
  });

  it('changes no value that fits the scale, and trims back to the same text', () => {
    fc.assert(
      fc.property(decimals, (value) => {
        const stored = toNumericText(value, 6);
        expect(compareMoney(stored, value)).toBe(0);
        expect(trimDecimal(stored)).toBe(trimDecimal(toNumericText(stored, 6)));
      }),
    );
  });
});

describe('isAboveZero', () => {
  it('says what compareMoney says of a decimal against zero', () => {
    fc.assert(
      fc.property(decimals, (amount) => {
        expect(isAboveZero(amount)).toBe(compareMoney(amount, '0') > 0);
      }),
    );
    expect([isAboveZero('0.00'), isAboveZero('-0.01'), isAboveZero('0.01')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('balanceDue', () => {
  /** Amounts as the database keeps them: cents, two decimals. */
  const stored = fc
    .bigInt({ min: -(10n ** 14n), max: 10n ** 14n })
    .map((cents) => formatMoney(new Big(cents.toString()).div(100)));

  it('is the payable less the settled, with two decimals, whatever the amounts', () => {
    fc.assert(
      fc.property(stored, fc.oneof(stored, fc.constant('0.00')), (payable, settled) => {
        expect(balanceDue(payable, settled)).toBe(formatMoney(subtractMoney(payable, settled)));
      }),
    );
    expect(balanceDue('109.00', '109.00')).toBe('0.00');
    expect(balanceDue('109.00', '0.00')).toBe('109.00');
    expect(balanceDue('109.00', '9.5')).toBe('99.50');
    expect(balanceDue('109', '0.00')).toBe('109.00');
  });
});
