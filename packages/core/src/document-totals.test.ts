import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  computeTotals,
  type LineInput,
  roundToFiveCents,
  TotalsError,
  type TotalsInput,
} from './document-totals.ts';
import { gstRateFor, standardGstRate } from './gst-rates.ts';

const sr = (quantity: string, unitPrice: string, extra: Partial<LineInput> = {}): LineInput => ({
  quantity,
  unitPrice,
  taxCode: 'SR',
  taxRate: '9',
  ...extra,
});
const base: Omit<TotalsInput, 'lines'> = {
  pricesIncludeGst: false,
  gstRounding: 'line',
  cashRounding: false,
};

describe('GST rates by time of supply', () => {
  it('is 7% until 2022, 8% in 2023 and 9% from 2024, and 0 for all but standard-rated', () => {
    expect(standardGstRate('2022-12-31')).toBe('7');
    expect(standardGstRate('2023-01-01')).toBe('8');
    expect(standardGstRate('2023-12-31')).toBe('8');
    expect(standardGstRate('2024-01-01')).toBe('9');
    expect(standardGstRate('2026-11-23')).toBe('9');
    expect(gstRateFor('ZR', '2026-01-01')).toBe('0');
    expect(gstRateFor('ES', '2026-01-01')).toBe('0');
    expect(gstRateFor('OS', '2026-01-01')).toBe('0');
    expect(() => standardGstRate('2026-13-01')).toThrow('Not a date');
  });
});

describe('document totals: worked examples checked by hand', () => {
  it("IRAS's example: three lines of 1.28 at 9% give 0.36 rounded per line, 0.35 on the subtotal", () => {
    const lines = [sr('1', '1.28'), sr('1', '1.28'), sr('1', '1.28')];
    const perLine = computeTotals({ ...base, lines });
    expect(perLine).toMatchObject({
      subtotal: '3.84',
      tax: '0.36',
      total: '4.20',
      payable: '4.20',
    });
    expect(perLine.lines.map((l) => l.tax)).toEqual(['0.12', '0.12', '0.12']);
    const onSubtotal = computeTotals({ ...base, gstRounding: 'subtotal', lines });
    expect(onSubtotal).toMatchObject({ subtotal: '3.84', tax: '0.35', total: '4.19' });
    expect(onSubtotal.lines.map((l) => l.tax)).toEqual(['0.12', '0.12', '0.11']);
  });

  it('takes the GST out of GST-inclusive prices: S$109.00 at 9% holds S$9.00', () => {
    const totals = computeTotals({ ...base, pricesIncludeGst: true, lines: [sr('1', '109')] });
    expect(totals).toMatchObject({
      subtotal: '109.00',
      taxable: '100.00',
      tax: '9.00',
      total: '109.00',
    });
  });

  it('applies a line discount before GST: 3 x 33.33 less 10% is 89.99, GST 8.10', () => {
    const totals = computeTotals({
      ...base,
      lines: [sr('3', '33.33', { discount: { kind: 'percent', value: '10' } })],
    });
    expect(totals.lines[0]).toMatchObject({
      gross: '99.99',
      discount: '10.00',
      amount: '89.99',
      tax: '8.10',
    });
    expect(totals).toMatchObject({
      subtotal: '89.99',
      tax: '8.10',
      total: '98.09',
      totalDiscount: '10.00',
    });
  });

  it('shares a document discount among the lines before GST', () => {
    const totals = computeTotals({
      ...base,
      documentDiscount: { kind: 'amount', value: '10' },
      lines: [sr('1', '60'), sr('2', '20')],
    });
    expect(totals.lines.map((l) => [l.documentDiscount, l.taxable, l.tax])).toEqual([
      ['6.00', '54.00', '4.86'],
      ['4.00', '36.00', '3.24'],
    ]);
    expect(totals).toMatchObject({
      subtotal: '100.00',
      documentDiscount: '10.00',
      taxable: '90.00',
      tax: '8.10',
      total: '98.10',
    });
  });

  it('sums each tax code apart: standard-rated at 9% and zero-rated', () => {
    const totals = computeTotals({
      ...base,
      lines: [sr('1', '100'), { quantity: '2', unitPrice: '25', taxCode: 'ZR', taxRate: '0' }],
    });
    expect(totals).toMatchObject({ taxable: '150.00', tax: '9.00', total: '159.00' });
    expect(totals.taxes).toEqual([
      { taxCode: 'SR', taxRate: '9', taxable: '100.00', tax: '9.00' },
      { taxCode: 'ZR', taxRate: '0', taxable: '50.00', tax: '0.00' },
    ]);
  });

  it('rounds a cash total to 5 cents and shows the difference', () => {
    const payable = (price: string) =>
      computeTotals({
        ...base,
        cashRounding: true,
        lines: [{ quantity: '1', unitPrice: price, taxCode: 'OS', taxRate: '0' }],
      });
    expect(payable('10.02')).toMatchObject({ total: '10.02', rounding: '-0.02', payable: '10.00' });
    expect(payable('10.03')).toMatchObject({ total: '10.03', rounding: '0.02', payable: '10.05' });
    expect(payable('10.025')).toMatchObject({ total: '10.03', payable: '10.05' });
    expect(roundToFiveCents('-10.025').toFixed(2)).toBe('-10.05');
  });

  it('rounds half away from zero, on fractions of a cent in unit prices too', () => {
    const totals = computeTotals({ ...base, lines: [sr('3', '0.0125')] });
    expect(totals.lines[0]).toMatchObject({ gross: '0.04', tax: '0.00' });
    expect(computeTotals({ ...base, lines: [sr('1', '0.05')] }).tax).toBe('0.00');
    expect(computeTotals({ ...base, lines: [sr('1', '5.50')] }).tax).toBe('0.50');
  });

  it('refuses a discount over the line or over 100%, or negative', () => {
    expect(() =>
      computeTotals({
        ...base,
        lines: [sr('1', '5', { discount: { kind: 'amount', value: '6' } })],
      }),
    ).toThrow('more than its line');
    expect(() =>
      computeTotals({
        ...base,
        lines: [sr('1', '5', { discount: { kind: 'percent', value: '101' } })],
      }),
    ).toThrow('more than 100%');
    expect(() =>
      computeTotals({
        ...base,
        lines: [sr('1', '5', { discount: { kind: 'amount', value: '-1' } })],
      }),
    ).toThrow('negative');
  });

  it('names the discount it refuses as the document names it: a line by its place, or the document', () => {
    const refusal = (input: TotalsInput) => {
      try {
        computeTotals(input);
      } catch (error) {
        return error instanceof TotalsError
          ? { field: error.field, message: error.message }
          : error;
      }
      return null;
    };
    const over = { kind: 'amount' as const, value: '6' };
    expect(refusal({ ...base, lines: [sr('1', '9'), sr('1', '5', { discount: over })] })).toEqual({
      field: 'lines.1.discount',
      message: 'A discount cannot be more than its line (5.00)',
    });
    expect(refusal({ ...base, lines: [sr('1', '5')], documentDiscount: over })).toEqual({
      field: 'documentDiscount',
      message: 'A discount cannot be more than the sum of the lines (5.00)',
    });
  });

  it('allocates every cent, largest remainders first', () => {
    expect(
      allocate(new Big('0.10'), [new Big(1), new Big(1), new Big(1)]).map((b) => b.toFixed(2)),
    ).toEqual(['0.04', '0.03', '0.03']);
  });
});

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => new Big(n).div(100).toFixed(2));
const arbitraryLine = fc
  .record({
    quantity: fc.integer({ min: 1, max: 50 }).map(String),
    unitPrice: cents(0, 200_000),
    taxCode: fc.constantFrom('SR' as const, 'ZR' as const, 'ES' as const, 'OS' as const),
    discount: fc.option(
      fc.oneof(
        fc
          .integer({ min: 0, max: 100 })
          .map((p) => ({ kind: 'percent' as const, value: String(p) })),
        cents(0, 100).map((value) => ({ kind: 'amount' as const, value })),
      ),
      { nil: null },
    ),
    rate: fc.constantFrom('7', '8', '9'),
  })
  .map(({ rate, ...line }): LineInput => {
    // An amount discount is at most the line's gross, as the editor allows.
    const gross = new Big(line.quantity).times(line.unitPrice);
    const discount =
      line.discount?.kind === 'amount' && gross.lt(line.discount.value)
        ? { kind: 'amount' as const, value: gross.toFixed(2) }
        : line.discount;
    return { ...line, discount, taxRate: line.taxCode === 'SR' ? rate : '0' };
  });
const arbitraryInput = fc.record({
  lines: fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }),
  pricesIncludeGst: fc.boolean(),
  gstRounding: fc.constantFrom('line' as const, 'subtotal' as const),
  cashRounding: fc.boolean(),
  documentDiscount: fc.option(
    fc.integer({ min: 0, max: 30 }).map((p) => ({ kind: 'percent' as const, value: String(p) })),
    { nil: null },
  ),
});
const sum = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new Big(0)).toFixed(2);

describe('document totals: properties', () => {
  it('do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        arbitraryInput.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.lines, { minLength: input.lines.length }),
          ),
        ),
        ([input, shuffled]) => {
          const reordered = computeTotals({ ...input, lines: shuffled });
          const straight = computeTotals(input);
          const { lines: _a, taxes: ta, ...docA } = straight;
          const { lines: _b, taxes: tb, ...docB } = reordered;
          expect(docB).toEqual(docA);
          const byCode = (t: typeof ta) =>
            [...t].sort((x, y) =>
              `${x.taxCode}${x.taxRate}`.localeCompare(`${y.taxCode}${y.taxRate}`),
            );
          expect(byCode(tb)).toEqual(byCode(ta));
        },
      ),
    );
  });

  it('add up: lines to the subtotal, taxable plus GST to the total', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const totals = computeTotals(input);
        expect(sum(totals.lines.map((l) => l.amount))).toBe(totals.subtotal);
        expect(sum(totals.lines.map((l) => l.tax))).toBe(totals.tax);
        expect(sum(totals.lines.map((l) => l.taxable))).toBe(totals.taxable);
        expect(new Big(totals.taxable).plus(totals.tax).toFixed(2)).toBe(totals.total);
        expect(new Big(totals.total).plus(totals.rounding).toFixed(2)).toBe(totals.payable);
        expect(new Big(totals.rounding).abs().lte('0.02')).toBe(true);
        expect(sum(totals.lines.map((l) => l.documentDiscount))).toBe(totals.documentDiscount);
      }),
    );
  });

  it('never give negative GST on positive lines', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const totals = computeTotals(input);
        expect(totals.lines.every((l) => new Big(l.tax).gte(0))).toBe(true);
        expect(new Big(totals.tax).gte(0)).toBe(true);
      }),
    );
  });

  it('agree between GST-exclusive and GST-inclusive entry within a cent a line', () => {
    fc.assert(
      fc.property(
        fc.array(
          arbitraryLine.map((l) => ({ ...l, discount: null })),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom('line' as const, 'subtotal' as const),
        (lines, gstRounding) => {
          const exclusive = computeTotals({ ...base, gstRounding, lines });
          const inclusive = computeTotals({
            ...base,
            gstRounding,
            pricesIncludeGst: true,
            lines: lines.map((l) => ({
              ...l,
              unitPrice: new Big(l.unitPrice)
                .times(new Big(l.taxRate).plus(100))
                .div(100)
                .toString(),
            })),
          });
          const tolerance = new Big('0.01').times(lines.length);
          expect(new Big(exclusive.total).minus(inclusive.total).abs().lte(tolerance)).toBe(true);
          expect(new Big(exclusive.tax).minus(inclusive.tax).abs().lte(tolerance)).toBe(true);
        },
      ),
    );
  });
});
