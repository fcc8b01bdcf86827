import { describe, expect, it } from 'vitest';
import { discountFigures } from './document-amounts.ts';
import { subtotalRows } from './document-total-rows.ts';
import { computeTotals, type LineInput, type TotalsInput } from './document-totals.ts';

// Discounts and subtotals (docs/documents.md, "Amounts"): every figure here is worked out by
// hand (shown beside it), not by the code under test.

const sr = (quantity: string, unitPrice: string, percent?: string): LineInput => ({
  quantity,
  unitPrice,
  taxCode: 'SR',
  taxRate: '9',
  discount: percent ? { kind: 'percent', value: percent } : null,
});
const base: Omit<TotalsInput, 'lines'> = {
  pricesIncludeGst: false,
  gstRounding: 'line',
  cashRounding: false,
};

describe("a line's percent discount is rounded once", () => {
  it('0.6836 x 276.5846 less 50% is 94.54, not 94.53', () => {
    // 0.6836 x 276.5846 = 189.07323256 exactly; half of it is 94.53661628, 94.54 to the cent.
    // Rounding the gross first (189.07) and then its half (94.535 -> 94.54) gave 94.53.
    const totals = computeTotals({ ...base, lines: [sr('0.6836', '276.5846', '50')] });
    expect(totals.lines[0]).toMatchObject({ gross: '189.07', discount: '94.53', amount: '94.54' });
    // The shown discount is the rounded gross less the amount: 189.07 - 94.54.
    expect(totals).toMatchObject({
      grossSubtotal: '189.07',
      lineDiscounts: '94.53',
      subtotal: '94.54',
      totalDiscount: '94.53',
      taxable: '94.54',
      tax: '8.51', // 94.54 x 9% = 8.5086
      total: '103.05',
    });
  });

  it('7 x 12.345 less 15% is 73.45 (86.415 x 0.85 = 73.45275), shown as 86.42 less 12.97', () => {
    const totals = computeTotals({ ...base, lines: [sr('7', '12.345', '15')] });
    expect(totals.lines[0]).toMatchObject({ gross: '86.42', discount: '12.97', amount: '73.45' });
  });

  it('an amount discount is taken off the rounded gross: 3 x 3.335 less 1.00 is 9.01', () => {
    // 3 x 3.335 = 10.005, 10.01 to the cent; an amount in cents off it gives the same either way.
    const totals = computeTotals({
      ...base,
      lines: [{ ...sr('3', '3.335'), discount: { kind: 'amount', value: '1' } }],
    });
    expect(totals.lines[0]).toMatchObject({ gross: '10.01', discount: '1.00', amount: '9.01' });
  });
});

describe('Subtotal is before every discount, and Subtotal - discounts = net', () => {
  // Three lines with their own discounts, and 5% off the document:
  //   3 x 33.33 = 99.99, less 10%: 89.991 -> 89.99      (shown 99.99 less 10.00)
  //   0.6836 x 276.5846 = 189.07323256, less 50% -> 94.54 (shown 189.07 less 94.53)
  //   7 x 12.345 = 86.415, less 15%: 73.45275 -> 73.45   (shown 86.42 less 12.97)
  // Subtotal 99.99 + 189.07 + 86.42 = 375.48; line discounts 10.00 + 94.53 + 12.97 = 117.50;
  // the lines' amounts 257.98, 5% of it 12.899 -> 12.90; net 375.48 - 117.50 - 12.90 = 245.08.
  // The 12.90 shared in proportion: 449.98, 472.74, 367.28 cents -> 4.50, 4.73, 3.67 (the two
  // largest remainders take the cents left); charged 85.49, 89.81, 69.78; GST 9% per line
  // 7.69 + 8.08 + 6.28 = 22.05; total 267.13.
  const input: TotalsInput = {
    ...base,
    documentDiscount: { kind: 'percent', value: '5' },
    lines: [sr('3', '33.33', '10'), sr('0.6836', '276.5846', '50'), sr('7', '12.345', '15')],
  };

  it('computes each figure', () => {
    const totals = computeTotals(input);
    expect(totals).toMatchObject({
      grossSubtotal: '375.48',
      lineDiscounts: '117.50',
      subtotal: '257.98',
      documentDiscount: '12.90',
      totalDiscount: '130.40',
      taxable: '245.08',
      tax: '22.05',
      total: '267.13',
    });
    expect(totals.lines.map((l) => l.documentDiscount)).toEqual(['4.50', '4.73', '3.67']);
    expect(totals.lines.map((l) => l.tax)).toEqual(['7.69', '8.08', '6.28']);
  });

  it("tells a stored document's discounts apart from its subtotal and discount columns", () => {
    // Stored: subtotal 257.98 (the lines' amounts), discount 130.40 (every discount).
    expect(
      discountFigures({
        subtotal: '257.98',
        discount: '130.40',
        documentDiscount: { kind: 'percent', value: '5' },
      }),
    ).toEqual({ grossSubtotal: '375.48', lineDiscounts: '117.50', documentDiscount: '12.90' });
    // An amount off the document is itself; without one, every discount is the lines'.
    expect(
      discountFigures({
        subtotal: '879.30',
        discount: '80.20',
        documentDiscount: null,
      }),
    ).toEqual({ grossSubtotal: '959.50', lineDiscounts: '80.20', documentDiscount: '0.00' });
    expect(
      discountFigures({
        subtotal: '100.00',
        discount: '15.00',
        documentDiscount: { kind: 'amount', value: '5' },
      }),
    ).toEqual({ grossSubtotal: '110.00', lineDiscounts: '10.00', documentDiscount: '5.00' });
  });

  it('shows Subtotal, the discounts and the net in that order, the same everywhere', () => {
    expect(
      subtotalRows({
        grossSubtotal: '375.48',
        lineDiscounts: '117.50',
        documentDiscount: '12.90',
        discountGiven: { kind: 'percent', value: '5' },
        net: '245.08',
        pricesIncludeGst: false,
        gstRegistered: true,
      }),
    ).toEqual([
      { key: 'subtotal', label: 'Subtotal', amount: '375.48' },
      { key: 'lineDiscounts', label: 'Line discounts', amount: '-117.50' },
      { key: 'documentDiscount', label: 'Discount (5%)', amount: '-12.90' },
      { key: 'net', label: 'Total excl. GST', amount: '245.08' },
    ]);
    // Not GST-registered, no discount: the Subtotal alone (the total follows it).
    expect(
      subtotalRows({
        grossSubtotal: '10.00',
        lineDiscounts: '0.00',
        documentDiscount: '0.00',
        discountGiven: null,
        net: '10.00',
        pricesIncludeGst: true,
        gstRegistered: false,
      }),
    ).toEqual([{ key: 'subtotal', label: 'Subtotal', amount: '10.00' }]);
    // GST-inclusive prices: Subtotal less the discounts is the total including GST.
    expect(
      subtotalRows({
        grossSubtotal: '109.00',
        lineDiscounts: '0.00',
        documentDiscount: '10.90',
        discountGiven: { kind: 'amount', value: '10.90' },
        net: '90.00',
        pricesIncludeGst: true,
        gstRegistered: true,
      }).map((row) => [row.label, row.amount]),
    ).toEqual([
      ['Subtotal (incl. GST)', '109.00'],
      ['Discount', '-10.90'],
      ['Total excl. GST', '90.00'],
    ]);
  });
});
