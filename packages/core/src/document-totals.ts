import Big from 'big.js';
import { formatMoney, type MoneyInput, roundMoney, sumMoney, toMoney } from './money-arithmetic.ts';
import type { TaxCode } from './tax-code-list.ts';

/**
 * The one function that turns a document's lines into its amounts: used by the editor's live
 * preview, by the server (which never trusts a client's totals), the PDF and the reports.
 *
 * Rules (PRODUCT.md sections 3 and 7):
 * - A line's amount is quantity x unit price, exact, less its discount (a percent of that exact
 *   gross, or an amount), rounded to the cent once, half away from zero. What it shows as its
 *   discount is its gross rounded to the cent less its amount, so the shown figures add up.
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
  /** The line's own discount as shown: its gross less its amount. */
  discount: string;
  /**
   * The exact gross less the exact discount, rounded once: the line's amount as printed
   * (GST-inclusive when prices are).
   */
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
  /**
   * What a document shows as its Subtotal: the sum of the lines' grosses, before any discount
   * (GST-inclusive when prices are).
   */
  grossSubtotal: string;
  /** The sum of the lines' own discounts as shown (gross less amount). */
  lineDiscounts: string;
  /**
   * The sum of the line amounts, after their own discounts: what the document discount is a
   * percent of, and the documents' `subtotal` column (not what is shown as Subtotal).
   */
  subtotal: string;
  documentDiscount: string;
  /** The line discounts and the document discount: grossSubtotal - totalDiscount is the net. */
  totalDiscount: string;
  /** What GST is charged on, in total: the net (without GST). */
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
const HUNDREDTH = new Big('0.01');
/** Written with two decimals; the zero the computation shares (no discount) needs no work. */
const fixed = (value: Big) => (value === ZERO ? '0.00' : formatMoney(value));

/** Decimal places of a Big (big.js keeps its digits in `c` and its exponent in `e`). */
const decimalPlaces = (value: Big) => Math.max(0, value.c.length - value.e - 1);

/**
 * `value` / 100, as big.js divides (to `Big.DP`, 20, decimal places): a multiplication by 0.01,
 * which is exact and several times cheaper, whenever the quotient has at most 20 decimals, as
 * every amount of cents times a rate of up to 16 decimals has.
 */
const hundredth = (value: Big) =>
  decimalPlaces(value) <= Big.DP - 2 ? value.times(HUNDREDTH) : value.div(100);

/**
 * Amounts that cannot be computed: a discount larger than what it discounts. `field` names the
 * discount as the document's fields are named (`documentDiscount`, `lines.2.discount`), so an
 * answer can put the message beside it.
 */
export class TotalsError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'TotalsError';
  }
}

/** A discount's value, refused when negative or, for a percent, over 100%. */
function discountValue(discount: Discount, field: string): Big {
  const value = toMoney(discount.value);
  if (value.lt(0)) throw new TotalsError('A discount cannot be negative', field);
  if (discount.kind === 'percent' && value.gt(100))
    throw new TotalsError('A discount cannot be more than 100%', field);
  return value;
}

/** An amount off `base`, refused when more than `base` (`of` names it for the message). */
function amountOff(base: Big, value: Big, { of, field }: { of: string; field: string }): Big {
  if (base.gte(0) && value.gt(base))
    throw new TotalsError(`A discount cannot be more than ${of} (${formatMoney(base)})`, field);
  return roundMoney(value);
}

/**
 * The document discount in money: a percent of `lines` (the sum of the line amounts, after
 * their own discounts) rounded to the cent, or an amount. The one rule, also used to tell a
 * stored document's discount apart (`discountFigures`).
 */
export function documentDiscountAmount(lines: Big, discount: Discount | null | undefined): Big {
  if (!discount) return ZERO;
  const field = 'documentDiscount';
  const value = discountValue(discount, field);
  if (discount.kind === 'percent') return roundMoney(hundredth(lines.times(value)));
  return amountOff(lines, value, { of: 'the sum of the lines', field });
}

/**
 * A line's gross (rounded, as shown) and amount: the exact quantity x unit price less the
 * exact discount, rounded once (docs/documents.md). An amount discount is in cents, so taking
 * it off the rounded gross is the same.
 */
function lineAmounts(line: LineInput, field: string): { gross: Big; amount: Big } {
  const exact = toMoney(line.quantity).times(toMoney(line.unitPrice));
  const gross = roundMoney(exact);
  if (!line.discount) return { gross, amount: gross };
  const value = discountValue(line.discount, field);
  if (line.discount.kind === 'amount')
    return { gross, amount: gross.minus(amountOff(gross, value, { of: 'its line', field })) };
  if (value.eq(0)) return { gross, amount: gross };
  return { gross, amount: roundMoney(exact.minus(hundredth(exact.times(value)))) };
}

/**
 * Splits `total` cents among `weights` in proportion, the shares adding up exactly: each gets
 * its share rounded down, and the cents left go to the largest remainders. Ties go to the
 * larger weight, then the larger `tieKey`, so the result does not depend on the lines' order.
 *
 * Each exact share is `total x 100 x weight / sum of the weights`, to 20 decimal places, half
 * away from zero (big.js's `div`); computed here in integers, exactly as big.js computes it,
 * because 200 big.js divisions were most of a 200-line document's totals (9 of 10 ms).
 */
export function allocate(total: Big, weights: readonly Big[], tieKeys?: readonly Big[]): Big[] {
  if (total.eq(0)) return weights.map(() => ZERO);
  const weightScale = Math.max(0, ...weights.map(decimalPlaces));
  const scaledWeights = weights.map((weight) => scaledInteger(weight, weightScale));
  const sum = scaledWeights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => ZERO);
  // cents = scaledCents / 10^centsScale; a share is cents x weight / sum of the weights.
  const cents = total.times(100);
  const centsScale = decimalPlaces(cents);
  const scaledCents = scaledInteger(cents, centsScale);
  const unit = 10n ** BigInt(centsScale);
  const exact = scaledWeights.map((weight) =>
    quotientToDecimals(scaledCents * weight, unit * sum, Big.DP),
  );
  const places = 10n ** BigInt(Big.DP);
  const floors = exact.map((share) => share / places); // towards zero, as Big.roundDown
  let left = scaledCents - unit * floors.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((share, index) => ({ index, remainder: abs(share - (floors[index] as bigint) * places) }))
    .sort(
      (a, b) =>
        compare(b.remainder, a.remainder) ||
        compare(scaledWeights[b.index] as bigint, scaledWeights[a.index] as bigint) ||
        (tieKeys ? (tieKeys[b.index] as Big).cmp(tieKeys[a.index] as Big) : 0) ||
        a.index - b.index,
    );
  const step = left >= 0n ? 1n : -1n;
  for (const { index } of order) {
    if (left === 0n) break;
    floors[index] = (floors[index] as bigint) + step;
    left -= step * unit;
  }
  return floors.map((cent) => new Big(`${cent}e-2`));
}

/**
 * `value` x 10^scale as an integer; `scale` is at least its decimal places. big.js keeps a
 * value as the digits `c`, the first of them at the power of ten `e`, and the sign `s`.
 */
function scaledInteger(value: Big, scale: number): bigint {
  const integer = BigInt(value.c.join('')) * 10n ** BigInt(value.e - value.c.length + 1 + scale);
  return value.s < 0 ? -integer : integer;
}

/**
 * `dividend / divisor` rounded to `decimals` places, half away from zero, as an integer of
 * units of 10^-decimals: what big.js's `div` gives at `Big.DP = decimals` and `Big.RM = 1`.
 */
function quotientToDecimals(dividend: bigint, divisor: bigint, decimals: number): bigint {
  const magnitude =
    (2n * abs(dividend) * 10n ** BigInt(decimals) + abs(divisor)) / (2n * abs(divisor));
  return dividend < 0n !== divisor < 0n ? -magnitude : magnitude;
}

const abs = (value: bigint) => (value < 0n ? -value : value);
const compare = (a: bigint, b: bigint) => (a > b ? 1 : a < b ? -1 : 0);

const inclusivePortion = (amount: Big, rate: Big) =>
  rate.eq(0) ? ZERO : roundMoney(amount.times(rate).div(rate.plus(100)));
const exclusiveTax = (amount: Big, rate: Big) => roundMoney(hundredth(amount.times(rate)));

/**
 * A line's rate as a Big and as text, read once per distinct rate: a document's lines mostly
 * share one or two rates, and parsing and writing them for each of 200 lines was a tenth of
 * the work.
 */
function rateReader(): (rate: MoneyInput) => { value: Big; text: string } {
  const read = new Map<string, { value: Big; text: string }>();
  return (rate) => {
    if (typeof rate !== 'string') return { value: rate, text: rate.toString() };
    let known = read.get(rate);
    if (!known) {
      const value = toMoney(rate);
      known = { value, text: value.toString() };
      read.set(rate, known);
    }
    return known;
  };
}

export function computeTotals(input: TotalsInput): DocumentTotals {
  const rateOf = rateReader();
  const lines = input.lines.map((line, index) => {
    const { gross, amount } = lineAmounts(line, `lines.${index}.discount`);
    const { value: rate, text: rateText } = rateOf(line.taxRate);
    return { line, gross, amount, rate, rateText };
  });
  const subtotal = sumMoney(lines.map((l) => l.amount));
  const grossSubtotal = sumMoney(lines.map((l) => l.gross));
  const lineDiscounts = grossSubtotal.minus(subtotal);
  const documentDiscount = documentDiscountAmount(subtotal, input.documentDiscount);
  const shares = allocate(
    documentDiscount,
    lines.map((l) => l.amount),
    lines.map((l) => l.rate),
  );
  const charged = lines.map((l, index) => {
    const share = shares[index] as Big;
    return share === ZERO ? l.amount : l.amount.minus(share);
  });

  // GST per line, or per rate group on the subtotal, then each line's share of its group.
  const lineTax = lines.map((l, index) => {
    const amount = charged[index] as Big;
    return input.pricesIncludeGst ? inclusivePortion(amount, l.rate) : exclusiveTax(amount, l.rate);
  });
  const groups = new Map<
    string,
    { taxCode: TaxCode; rate: Big; rateText: string; indexes: number[] }
  >();
  lines.forEach((l, index) => {
    const key = `${l.line.taxCode}@${l.rateText}`;
    const group = groups.get(key) ?? {
      taxCode: l.line.taxCode,
      rate: l.rate,
      rateText: l.rateText,
      indexes: [],
    };
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
      discount: l.amount === l.gross ? '0.00' : fixed(l.gross.minus(l.amount)),
      amount: fixed(l.amount),
      documentDiscount: fixed(shares[index] as Big),
      taxable: fixed(taxable[index] as Big),
      tax: fixed(taxOfLine[index] as Big),
      taxRate: l.rateText,
    })),
    grossSubtotal: fixed(grossSubtotal),
    lineDiscounts: fixed(lineDiscounts),
    subtotal: fixed(subtotal),
    documentDiscount: fixed(documentDiscount),
    totalDiscount: fixed(lineDiscounts.plus(documentDiscount)),
    taxable: fixed(net),
    tax: fixed(tax),
    total: fixed(total),
    rounding: fixed(payable.minus(total)),
    payable: fixed(payable),
    taxes: [...groups.values()].map((group) => ({
      taxCode: group.taxCode,
      taxRate: group.rateText,
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
