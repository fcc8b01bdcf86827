import Big from 'big.js';

/**
 * Money is exact: decimals with big.js, never JavaScript numbers (0.1 + 0.2 is 0.30 here).
 * Amounts travel as decimal strings ("1234.50") and are computed as Big values.
 *
 * The one rounding rule: to the cent, half away from zero (1.005 -> 1.01, -1.005 -> -1.01).
 * big.js calls it `roundHalfUp`; it rounds the magnitude, so negatives mirror positives.
 * Sums, differences and products are kept exact; round where a document says an amount is
 * final (a line amount, a tax amount, a total).
 */
export type Money = Big;
/** A Big value or a decimal string; plain numbers are refused so no float sneaks in. */
export type MoneyInput = Big | string;

export class InvalidAmountError extends Error {
  constructor(readonly input: string) {
    super(
      `Not an amount: "${input}". Write digits with an optional sign and decimal point, e.g. 1234.50`,
    );
    this.name = 'InvalidAmountError';
  }
}

const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const CENTS = 2;
const HALF_AWAY_FROM_ZERO = Big.roundHalfUp;

/** Division rounded straight to the cent: big.js rounds a quotient to DP places with RM. */
const CentsDivision = Big();
CentsDivision.DP = CENTS;
CentsDivision.RM = HALF_AWAY_FROM_ZERO;

/** Whether the text (surrounding spaces allowed) is a plain decimal: no exponent, no commas. */
export function isDecimalString(text: string): boolean {
  return DECIMAL.test(text.trim());
}

export function parseMoney(text: string): Money {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) throw new InvalidAmountError(text);
  return new Big(trimmed.startsWith('+') ? trimmed.slice(1) : trimmed); // big.js refuses '+'
}

export function toMoney(value: MoneyInput): Money {
  return typeof value === 'string' ? parseMoney(value) : value;
}

export function addMoney(a: MoneyInput, b: MoneyInput): Money {
  return toMoney(a).plus(toMoney(b));
}

export function subtractMoney(a: MoneyInput, b: MoneyInput): Money {
  return toMoney(a).minus(toMoney(b));
}

/** Exact product, e.g. quantity x unit price; round it where it becomes an amount. */
export function multiplyMoney(a: MoneyInput, b: MoneyInput): Money {
  return toMoney(a).times(toMoney(b));
}

export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = new Big(0);
  for (const value of values) total = total.plus(toMoney(value));
  return total;
}

/** To the cent, half away from zero. Never gives negative zero. */
export function roundMoney(value: MoneyInput): Money {
  const rounded = toMoney(value).round(CENTS, HALF_AWAY_FROM_ZERO);
  // big.js keeps zero as the single digit 0 (c[0] is 0 for zero only): a cheap `eq(0)`.
  return rounded.c[0] === 0 && rounded.s < 0 ? new Big(0) : rounded;
}

/** An amount as the database keeps it: two decimals, an optional minus sign. */
const STORED_AMOUNT = /^-?\d+\.\d\d$/;

/**
 * What is still to be paid of `payable` once `settled` is taken off, with two decimals. Most
 * documents are unpaid or paid in full: those two answers need no arithmetic (a list page asks
 * this of every row).
 */
export function balanceDue(payable: string, settled: string): string {
  if (STORED_AMOUNT.test(payable)) {
    if (settled === '0.00') return payable;
    if (settled === payable) return '0.00';
  }
  return formatMoney(subtractMoney(payable, settled));
}

/** Whether a decimal string ("0.00", "12.5", "-3") is above zero, read without arithmetic. */
export function isAboveZero(amount: string): boolean {
  const text = amount.trim();
  return text[0] !== '-' && /[1-9]/.test(text);
}

/** Rounded to the cent and written with two decimals: "1234.50", "-0.10", "0.00". */
export function formatMoney(value: MoneyInput): string {
  // Rounded first, so a value that rounds to zero writes no sign (big.js writes `-` for a
  // negative number whose digits are not all zeros before `toFixed` rounds them).
  return toMoney(value).round(CENTS, HALF_AWAY_FROM_ZERO).toFixed(CENTS);
}

/**
 * A decimal as a database `numeric` column of `scale` decimals gives it back: `"2.5"` at 4 is
 * `"2.5000"`, `"007"` at 2 is `"7.00"`, and zero has no sign. More decimals than the scale are
 * rounded half away from zero, as PostgreSQL does.
 */
export function toNumericText(value: MoneyInput, scale: number): string {
  const text = toMoney(value).round(scale, HALF_AWAY_FROM_ZERO).toFixed(scale);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/**
 * An exact decimal as stored (`numeric(14,4)` gives `"12.5000"`) written as people read it:
 * trailing zeros dropped, but at least `minDecimals` kept (`"12.50"`, `"0.0125"`, `"3"` with
 * none). Works on the text; nothing is rounded.
 */
export function trimDecimal(stored: string, minDecimals = 0): string {
  // Read by index, without split and a regular expression: a document's answer writes a few of
  // these for each of its lines.
  const point = stored.indexOf('.');
  const wholeEnd = point === -1 ? stored.length : point;
  let end = stored.length;
  if (point !== -1) while (end > point + 1 && stored.charCodeAt(end - 1) === ZERO_CODE) end--;
  const decimals = point === -1 ? 0 : end - point - 1;
  if (decimals >= minDecimals)
    return decimals === 0 ? stored.slice(0, wholeEnd) : stored.slice(0, end);
  const padding = '0'.repeat(minDecimals - decimals);
  return `${stored.slice(0, wholeEnd)}.${stored.slice(wholeEnd + 1, end)}${padding}`;
}

const ZERO_CODE = 48;

export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  return toMoney(a).cmp(toMoney(b));
}

/** `ratePercent` % of an amount, rounded to the cent (GST on a GST-exclusive amount). */
export function percentageOf(amount: MoneyInput, ratePercent: MoneyInput): Money {
  const rate = toRate(ratePercent);
  return roundMoney(new Big(new CentsDivision(toMoney(amount).times(rate)).div(100)));
}

/**
 * The GST inside a GST-inclusive total: total x rate / (100 + rate), rounded to the cent half
 * away from zero (S$109.00 at 9% holds S$9.00). The quotient is rounded once, exactly.
 */
export function gstInclusivePortion(total: MoneyInput, ratePercent: MoneyInput): Money {
  const rate = toRate(ratePercent);
  const portion = new CentsDivision(toMoney(total).times(rate)).div(rate.plus(100));
  return roundMoney(new Big(portion));
}

function toRate(ratePercent: MoneyInput): Big {
  const rate = toMoney(ratePercent);
  if (rate.lt(0)) throw new RangeError(`A rate cannot be negative: ${rate.toString()}%`);
  return rate;
}
