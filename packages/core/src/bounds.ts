import { isDecimalString, type MoneyInput, toMoney } from './money.ts';
import { z } from './zod.ts';

/**
 * The largest numbers Kira accepts, each well inside the column that stores it, so that no
 * sum or product of accepted numbers overflows:
 *
 * - amounts (totals, payments, allocations, discounts) are `numeric(14,2)`, which holds up to
 *   999,999,999,999.99: a hundred times the limit, so GST on top of the largest total, and the
 *   sums of a statement or a report, still fit;
 * - prices and quantities are `numeric(14,4)` (up to 9,999,999,999.9999): ten times the limit;
 * - a line's quantity times its price, and the sum of a document's lines, are amounts;
 * - exchange rates are `numeric(18,8)`.
 */
export const LIMITS = {
  amount: '9999999999.99',
  price: '999999999.9999',
  quantity: '999999999.9999',
  exchangeRateMin: '0.000001',
  exchangeRateMax: '1000000',
} as const;

/** `9999999999.99` as people read it: `9,999,999,999.99`. */
export function withThousands(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Whether an amount (a line's price times quantity, a sum) is within the amount limit. */
export function isWithinAmountLimit(value: MoneyInput): boolean {
  return toMoney(value).abs().lte(LIMITS.amount);
}

export const AMOUNT_LIMIT_MESSAGE = `comes to more than ${withThousands(LIMITS.amount)}, the largest amount Kira keeps`;

interface DecimalRule {
  label: string;
  decimals: number;
  min?: string;
  /** Whether `min` itself is allowed (a quantity or a payment must be more than zero). */
  allowMin?: boolean;
  max: string;
}

/**
 * Decimal text within limits: the one check behind every amount, price, quantity and rate
 * a request carries. Exponents, commas and JavaScript numbers are refused.
 */
export function boundedDecimal({ label, decimals, min = '0', allowMin = true, max }: DecimalRule) {
  return z
    .string({ error: `${label}: enter a number such as 12.50, as text` })
    .trim()
    .superRefine((text, context) => {
      const problem = boundedDecimalProblem(text, { label, decimals, min, allowMin, max });
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** Why the text is not a decimal within the rule, or null when it is one. */
export function boundedDecimalProblem(
  text: string,
  { label, decimals, min = '0', allowMin = true, max }: DecimalRule,
): string | null {
  if (!isDecimalString(text)) return `${label}: enter a number such as 12.50`;
  const value = toMoney(text);
  if (allowMin ? value.lt(min) : value.lte(min))
    return `${label} must be more than ${allowMin ? 'or equal to ' : ''}${min}`;
  if (value.gt(max)) return `${label} can be at most ${withThousands(max)}`;
  if ((text.trim().split('.')[1] ?? '').length > decimals)
    return `${label} can have at most ${decimals} decimals`;
  return null;
}

/** An amount of money: up to 2 decimals, at most the amount limit. */
export const amountSchema = (label: string, { positive = false } = {}) =>
  boundedDecimal({ label, decimals: 2, min: '0', allowMin: !positive, max: LIMITS.amount });
