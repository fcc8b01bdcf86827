import Big from 'big.js';
import { formatMoney, type MoneyInput, roundMoney, sumMoney, toMoney } from './money.ts';
import type { TaxCode } from './tax-codes.ts';

/**
 * The one function that turns a document's lines into its amounts: used by the editor's live
 * preview, by the server (which never trusts a client's totals), the PDF and the reports.
 *
 * Rules (PRODUCT.md sections 3 and 7):
 * - A line's gross is quantity x unit price, exact; its discount is a percent of the gross or
 *   an amount; its amount is gross - discount rounded to the cent, half away from zero.
 * - A document discount is shared among the lines in proportion to their amounts (largest
 *   remainder, so the shares add up to the cent) before GST: GST is due on what is charged.
 * - GST is at each line's rate (given: the caller takes it from the tax code and the issue
 *   date), either rounded on each line and summed ("line") or computed on the sum of the lines
 *   of each rate and rounded once ("subtotal"): IRAS accepts either, used consistently.
 * - With GST-inclusive prices, a line's amount includes GST; the GST inside an amount is
 *   amount x rate / (100 + rate), rounded the same way, and the net is the rest.
 * - Cash rounding, when asked, rounds the total to 5 cents (half away from zero) and shows
 *   the difference as its own amount.
 */
export interface LineInput {
  quantity: MoneyInput;
  unitPrice: MoneyInput;
  /** A percent of the gross (`"10"` is 10%) or an amount off the line. */
  discount?: Discount | null;
  taxCode: TaxCode;
  /** The GST rate in percent for this line (`"9"`), 0 unless standard-rated. */
  taxRate: MoneyInput;
}

export interface Discount {
  kind: 'percent' | 'amount';
  value: MoneyInput;
}

export type GstRounding = 'line' | 'subtotal';

export interface TotalsInput {
  lines: readonly LineInput[];
  documentDiscount?: Discount | null;
  pricesIncludeGst: boolean;
  gstRounding: GstRounding;
  cashRounding: boolean;
}

export interface LineTotals {
  /** Quantity x unit price, rounded to the cent. */
  gross: string;
  /** The line's own discount. */
  discount: string;
  /** Gross - discount: the line's amount as printed (GST-inclusive when prices are). */
  amount: string;
  /** The line's share of the document discount. */
  documentDiscount: string;
  /** What GST is charged on (without GST). */
  taxable: string;
  /** The line's GST: rounded per line, or its share of the rate's GST when rounded on the subtotal. */
  tax: string;
  taxRate: string;
}

export interface TaxSummary {
  taxCode: TaxCode;
  taxRate: string;
  taxable: string;
  tax: string;
}

export interface DocumentTotals {
  lines: LineTotals[];
  /** The sum of the line amounts (GST-inclusive when prices are). */
  subtotal: string;
  documentDiscount: string;
  /** Sum of the line discounts and the document discount. */
  totalDiscount: string;
  /** What GST is charged on, in total. */
  taxable: string;
  tax: string;
  /** Net + GST, before cash rounding. */
  total: string;
  /** The cash-rounding difference (0.00 unless asked). */
  rounding: string;
  /** What the customer pays. */
  payable: string;
  taxes: TaxSummary[];
}

const ZERO = new Big(0);
const fixed = formatMoney;

export class TotalsError extends Error {}

/** A discount of `gross` (a line's, or the lines' sum: `of` says which, for the message). */
function lineDiscount(gross: Big, discount: Discount | null | undefined, of: string): Big {
  if (!discount) return ZERO;
  const value = toMoney(discount.value);
  if (value.lt(0)) throw new TotalsError('A discount cannot be negative');
  if (discount.kind === 'percent') {
    if (value.gt(100)) throw new TotalsError('A discount cannot be more than 100%');
    return roundMoney(gross.times(value).div(100));
  }
  if (gross.gte(0) && value.gt(gross))
    throw new TotalsError(`A discount cannot be more than ${of} (${formatMoney(gross)})`);
  return roundMoney(value);
}

/**
 * Splits `total` cents among `weights` in proportion, the shares adding up exactly: each gets
 * its share rounded down, and the cents left go to the largest remainders. Ties go to the
 * larger weight, then the larger `tieKey`, so the result does not depend on the lines' order.
 */
export function allocate(total: Big, weights: readonly Big[], tieKeys?: readonly Big[]): Big[] {
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
  rate.eq(0) ? ZERO : roundMoney(amount.times(rate).div(rate.plus(100)));
const exclusiveTax = (amount: Big, rate: Big) => roundMoney(amount.times(rate).div(100));

export function computeTotals(input: TotalsInput): DocumentTotals {
  const lines = input.lines.map((line) => {
    const gross = roundMoney(toMoney(line.quantity).times(toMoney(line.unitPrice)));
    const discount = lineDiscount(gross, line.discount, 'its line');
    return { line, gross, discount, amount: gross.minus(discount), rate: toMoney(line.taxRate) };
  });
  const subtotal = sumMoney(lines.map((l) => l.amount));
  const documentDiscount = lineDiscount(
    subtotal,
    input.documentDiscount ?? null,
    'the sum of the lines',
  );
  const shares = allocate(
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
      const split = allocate(
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
  const payable = input.cashRounding ? roundToFiveCents(total) : total;
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
export function roundToFiveCents(value: MoneyInput): Big {
  const twentieths = toMoney(value).times(20).round(0, Big.roundHalfUp);
  return roundMoney(twentieths.div(20));
}
