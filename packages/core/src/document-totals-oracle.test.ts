import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  computeTotals,
  type Discount,
  type DocumentTotals,
  type LineInput,
  TotalsError,
  type TotalsInput,
} from './document-totals.ts';
import { type MoneyInput, sumMoney, toMoney } from './money.ts';
import type { TaxCode } from './tax-codes.ts';

// `computeTotals` and `allocate` were made cheaper (integer shares, rates read once, fewer
// copies): the server stores what they give, so they must give what they gave, to the cent
// and to the message. The implementation before that change is kept here as the oracle, with
// one rule changed since, in both: a line's amount is its exact gross less its exact discount,
// rounded once (it was the rounded gross less the rounded discount, a cent off for 10 of 55
// percent-discounted lines), and it shows its gross and discount as rounded gross less amount.

describe('computeTotals and allocate, against the implementation they replaced', () => {
  const decimal = (maxDecimals: number, min: number, max: number) =>
    fc
      .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: maxDecimals }))
      .map(([units, decimals]) => new Big(units).div(10 ** decimals).toString());
  const hundredths = (min: number, max: number) =>
    fc.integer({ min, max }).map((n) => new Big(n).div(100).toString());
  const rate = fc.constantFrom('0', '7', '8', '9', '8.875', '0.5', '17.123456789');
  // Mostly none or within bounds, sometimes too large: most inputs compute, some are refused.
  const discount: fc.Arbitrary<Discount | null> = fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    {
      arbitrary: hundredths(0, 10050).map((value) => ({ kind: 'percent' as const, value })),
      weight: 2,
    },
    {
      arbitrary: hundredths(0, 3000).map((value) => ({ kind: 'amount' as const, value })),
      weight: 1,
    },
  );
  const line: fc.Arbitrary<LineInput> = fc.record({
    quantity: decimal(4, -2000, 200000),
    unitPrice: decimal(4, -100000, 10000000),
    discount,
    taxCode: fc.constantFrom<TaxCode>('SR', 'ZR', 'ES', 'OS'),
    taxRate: rate,
  });
  const input = (maxLines: number): fc.Arbitrary<TotalsInput> =>
    fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: maxLines }),
      documentDiscount: discount,
      pricesIncludeGst: fc.boolean(),
      gstRounding: fc.constantFrom('line' as const, 'subtotal' as const),
      cashRounding: fc.boolean(),
    });
  /** What a computation gives: its totals, or the error it refuses with. */
  const outcome = (compute: () => DocumentTotals) => {
    try {
      return { totals: compute() };
    } catch (error) {
      if (!(error instanceof TotalsError)) throw error;
      return { refused: { message: error.message, field: error.field } };
    }
  };

  it('computes the same totals, or refuses the same way', () => {
    fc.assert(
      fc.property(input(12), (totals) => {
        expect(outcome(() => computeTotals(totals))).toEqual(
          outcome(() => referenceTotals(totals)),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('computes the same totals for documents of up to 200 lines', () => {
    fc.assert(
      fc.property(input(200), (totals) => {
        expect(outcome(() => computeTotals(totals))).toEqual(
          outcome(() => referenceTotals(totals)),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('rounds a percent-discounted line once: what exact decimals give, to the cent', () => {
    const percentLine = fc.record({
      quantity: decimal(4, 1, 200000),
      unitPrice: decimal(4, 1, 10000000),
      percent: hundredths(1, 9999),
    });
    fc.assert(
      fc.property(percentLine, ({ quantity, unitPrice, percent }) => {
        const discount = { kind: 'percent' as const, value: percent };
        const [shown] = computeTotals({
          pricesIncludeGst: false,
          gstRounding: 'line',
          cashRounding: false,
          lines: [{ quantity, unitPrice, discount, taxCode: 'SR', taxRate: '9' }],
        }).lines;
        // The exact amount, by big.js's own exact multiplication (no division), then rounded.
        const exact = new Big(quantity).times(unitPrice).times(new Big(100).minus(percent));
        const amount = exact.times('0.01').round(2, Big.roundHalfUp);
        const gross = new Big(quantity).times(unitPrice).round(2, Big.roundHalfUp);
        expect(shown?.amount).toBe(amount.toFixed(2));
        expect(shown?.discount).toBe(gross.minus(amount).toFixed(2));
      }),
      { numRuns: 500 },
    );
  });

  it('shows figures that add up: Subtotal - discounts is the net (or the total with GST in)', () => {
    fc.assert(
      fc.property(input(12), (totals) => {
        const computed = outcome(() => computeTotals(totals));
        const result = computed.totals;
        if (!result) return;
        const afterDiscounts = new Big(result.grossSubtotal).minus(result.totalDiscount);
        const expected = totals.pricesIncludeGst ? result.total : result.taxable;
        expect(afterDiscounts.toFixed(2)).toBe(new Big(expected).toFixed(2));
        expect(new Big(result.grossSubtotal).minus(result.lineDiscounts).toFixed(2)).toBe(
          new Big(result.subtotal).toFixed(2),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('shares any total among any weights as before', () => {
    const big = (maxDecimals: number, min: number, max: number) =>
      decimal(maxDecimals, min, max).map((text) => new Big(text));
    fc.assert(
      fc.property(
        big(4, -100000, 100000),
        fc.array(fc.tuple(big(6, -50000, 50000), big(2, 0, 30)), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        (total, pairs, withTieKeys) => {
          const weights = pairs.map(([weight]) => weight);
          const tieKeys = withTieKeys ? pairs.map(([, key]) => key) : undefined;
          const text = (shares: Big[]) => shares.map((share) => share.toString());
          expect(text(allocate(total, weights, tieKeys))).toEqual(
            text(referenceAllocate(total, weights, tieKeys)),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

// The implementation before, as it was (money.ts's rounding of then included).
function referenceRound(value: MoneyInput): Big {
  const rounded = toMoney(value).round(2, Big.roundHalfUp);
  return rounded.eq(0) ? new Big(0) : rounded;
}

const ZERO = new Big(0);
const fixed = (value: MoneyInput) => referenceRound(value).toFixed(2);

/**
 * A discount of `gross` (a line's, or the lines' sum: `of` says which, for the message, and
 * `field` which discount it is).
 */
function lineDiscount(
  gross: Big,
  discount: Discount | null | undefined,
  { of, field }: { of: string; field: string },
): Big {
  if (!discount) return ZERO;
  const value = toMoney(discount.value);
  if (value.lt(0)) throw new TotalsError('A discount cannot be negative', field);
  if (discount.kind === 'percent') {
    if (value.gt(100)) throw new TotalsError('A discount cannot be more than 100%', field);
    return referenceRound(gross.times(value).div(100));
  }
  if (gross.gte(0) && value.gt(gross))
    throw new TotalsError(`A discount cannot be more than ${of} (${fixed(gross)})`, field);
  return referenceRound(value);
}

/**
 * Splits `total` cents among `weights` in proportion, the shares adding up exactly: each gets
 * its share rounded down, and the cents left go to the largest remainders. Ties go to the
 * larger weight, then the larger `tieKey`, so the result does not depend on the lines' order.
 */
function referenceAllocate(total: Big, weights: readonly Big[], tieKeys?: readonly Big[]): Big[] {
  const sum = sumMoney(weights);
  if (sum.eq(0) || total.eq(0)) return weights.map(() => ZERO);
  const cents = total.times(100);
  const exact = weights.map((w) => cents.times(w).div(sum));
  const floors = exact.map((e) => e.round(0, Big.roundDown));
  let left = cents.minus(sumMoney(floors));
  const order = exact
    .map((e, index) => ({ index, remainder: e.minus(floors[index] as Big).abs() }))
    .sort(
      (a, b) =>
        b.remainder.cmp(a.remainder) ||
        (weights[b.index] as Big).cmp(weights[a.index] as Big) ||
        (tieKeys ? (tieKeys[b.index] as Big).cmp(tieKeys[a.index] as Big) : 0) ||
        a.index - b.index,
    );
  const step = left.gte(0) ? 1 : -1;
  for (const { index } of order) {
    if (left.eq(0)) break;
    floors[index] = (floors[index] as Big).plus(step);
    left = left.minus(step);
  }
  return floors.map((f) => f.div(100));
}

const inclusivePortion = (amount: Big, rate: Big) =>
  rate.eq(0) ? ZERO : referenceRound(amount.times(rate).div(rate.plus(100)));
const exclusiveTax = (amount: Big, rate: Big) => referenceRound(amount.times(rate).div(100));

/**
 * A line's gross as shown and its amount: the exact gross less the exact discount, rounded once
 * (a percent: the exact gross x (100 - percent) / 100); an amount discount off the gross.
 */
function referenceLine(line: LineInput, field: string): { gross: Big; amount: Big } {
  const exact = toMoney(line.quantity).times(toMoney(line.unitPrice));
  const gross = referenceRound(exact);
  if (!line.discount) return { gross, amount: gross };
  const value = toMoney(line.discount.value);
  if (line.discount.kind === 'amount')
    return {
      gross,
      amount: gross.minus(lineDiscount(gross, line.discount, { of: 'its line', field })),
    };
  lineDiscount(gross, line.discount, { of: 'its line', field }); // its refusals
  return { gross, amount: referenceRound(exact.times(new Big(100).minus(value)).div(100)) };
}

function referenceTotals(input: TotalsInput): DocumentTotals {
  const lines = input.lines.map((line, index) => {
    const { gross, amount } = referenceLine(line, `lines.${index}.discount`);
    return { line, gross, discount: gross.minus(amount), amount, rate: toMoney(line.taxRate) };
  });
  const subtotal = sumMoney(lines.map((l) => l.amount));
  const documentDiscount = lineDiscount(subtotal, input.documentDiscount ?? null, {
    of: 'the sum of the lines',
    field: 'documentDiscount',
  });
  const shares = referenceAllocate(
    documentDiscount,
    lines.map((l) => l.amount),
    lines.map((l) => l.rate),
  );
  const charged = lines.map((l, index) => l.amount.minus(shares[index] as Big));

  // GST per line, or per rate group on the subtotal, then each line's share of its group.
  const lineTax = lines.map((l, index) => {
    const amount = charged[index] as Big;
    return input.pricesIncludeGst ? inclusivePortion(amount, l.rate) : exclusiveTax(amount, l.rate);
  });
  const groups = new Map<string, { taxCode: TaxCode; rate: Big; indexes: number[] }>();
  lines.forEach((l, index) => {
    const key = `${l.line.taxCode}@${l.rate.toString()}`;
    const group = groups.get(key) ?? { taxCode: l.line.taxCode, rate: l.rate, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
  });
  const taxOfLine: Big[] = [...lineTax];
  if (input.gstRounding === 'subtotal') {
    for (const group of groups.values()) {
      const base = sumMoney(group.indexes.map((i) => charged[i] as Big));
      const groupTax = input.pricesIncludeGst
        ? inclusivePortion(base, group.rate)
        : exclusiveTax(base, group.rate);
      const split = referenceAllocate(
        groupTax,
        group.indexes.map((i) => charged[i] as Big),
      );
      group.indexes.forEach((lineIndex, k) => {
        taxOfLine[lineIndex] = split[k] as Big;
      });
    }
  }
  const taxable = charged.map((amount, index) =>
    input.pricesIncludeGst ? amount.minus(taxOfLine[index] as Big) : amount,
  );
  const tax = sumMoney(taxOfLine);
  const net = sumMoney(taxable);
  const total = net.plus(tax);
  const payable = input.cashRounding ? referenceFiveCents(total) : total;
  return {
    lines: lines.map((l, index) => ({
      gross: fixed(l.gross),
      discount: fixed(l.discount),
      amount: fixed(l.amount),
      documentDiscount: fixed(shares[index] as Big),
      taxable: fixed(taxable[index] as Big),
      tax: fixed(taxOfLine[index] as Big),
      taxRate: l.rate.toString(),
    })),
    grossSubtotal: fixed(sumMoney(lines.map((l) => l.gross))),
    lineDiscounts: fixed(sumMoney(lines.map((l) => l.discount))),
    subtotal: fixed(subtotal),
    documentDiscount: fixed(documentDiscount),
    totalDiscount: fixed(sumMoney(lines.map((l) => l.discount)).plus(documentDiscount)),
    taxable: fixed(net),
    tax: fixed(tax),
    total: fixed(total),
    rounding: fixed(payable.minus(total)),
    payable: fixed(payable),
    taxes: [...groups.values()].map((group) => ({
      taxCode: group.taxCode,
      taxRate: group.rate.toString(),
      taxable: fixed(sumMoney(group.indexes.map((i) => taxable[i] as Big))),
      tax: fixed(sumMoney(group.indexes.map((i) => taxOfLine[i] as Big))),
    })),
  };
}

/** To the nearest 5 cents, half away from zero (S$10.02 -> 10.00, 10.03 -> 10.05). */
function referenceFiveCents(value: MoneyInput): Big {
  const twentieths = toMoney(value).times(20).round(0, Big.roundHalfUp);
  return referenceRound(twentieths.div(20));
}
