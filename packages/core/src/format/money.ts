import {
  isDecimalString,
  type MoneyInput,
  roundMoney,
  toMoney,
  trimDecimal,
} from '../money-arithmetic.ts';

/**
 * Amounts as people read them: on the screens, in mail and on the PDFs. The API keeps its own
 * form (`formatMoney` in `money.ts`: `"1234.50"`, no grouping, no mark); these are for reading.
 *
 * - SGD shows as `S$1,234.50`, the mark Singapore invoices and IRAS's own examples use.
 * - Any other currency shows by its ISO code and a space, `USD 1,234.50`, never a symbol: `$`
 *   alone is ambiguous in Singapore (S$, US$, A$, HK$ all appear on one supplier list), the
 *   code is what the bank's remittance advice and the invoice's exchange-rate line use, and a
 *   tax invoice in a foreign currency must also show its SGD figures, so `USD` beside `S$`
 *   reads without guessing. A plain space, not a no-break one, so the text copies cleanly
 *   into a spreadsheet or a mail; a layout that must not wrap it says so itself.
 * - Two decimals in every currency (JPY included): Kira stores every amount to the cent.
 * - Negatives: a minus before the mark, `-S$1,234.50`; reports in the accountant's style ask
 *   for `(S$1,234.50)` with `negative: 'parentheses'`.
 *
 * Written from the decimal text, not with `Intl.NumberFormat`: the digits never pass through
 * a binary float, and Intl's `en-SG` writes SGD as a bare `$` and differs between ICU versions.
 */
export type NegativeStyle = 'minus' | 'parentheses';

export interface AmountOptions {
  /** An ISO 4217 code such as `SGD` or `USD`; without one, the bare grouped number. */
  currency?: string;
  /** How a negative amount shows; `minus` unless asked. */
  negative?: NegativeStyle;
}

export const SGD_MARK = 'S$';

/** What stands before an amount in this currency: `S$` for SGD, else the code and a space. */
export function currencyMark(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === 'SGD' ? SGD_MARK : `${code} `;
}

/** Commas between groups of three digits: `1234567` is `1,234,567`. Digits only. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount rounded to the cent (half away from zero, the one rule of `money.ts`), grouped,
 * with the currency's mark when one is given: `"1234.5"` is `1,234.50`, with SGD `S$1,234.50`,
 * with USD `USD 1,234.50`, `"-5"` with SGD `-S$5.00`. Text that is not a decimal is shown as
 * it is, so a screen never breaks on an odd value.
 */
export function formatAmount(amount: MoneyInput, options: AmountOptions = {}): string {
  if (typeof amount === 'string' && !isDecimalString(amount)) return amount;
  return present(roundMoney(amount).toFixed(2), options);
}

/** An amount in Singapore dollars: `S$1,234.50`, `-S$0.10`. */
export function formatSgd(amount: MoneyInput, negative: NegativeStyle = 'minus'): string {
  return formatAmount(amount, { currency: 'SGD', negative });
}

/**
 * A unit price (stored with up to 4 decimals) as people read it: nothing rounded, at least two
 * decimals, and the further ones only when they are not zero. `"1234.5000"` is `1,234.50`,
 * `"0.0125"` stays `0.0125`, with SGD `S$0.0125`. Text that is not a decimal is shown as it is.
 */
export function formatPrice(amount: MoneyInput, options: AmountOptions = {}): string {
  if (typeof amount === 'string' && !isDecimalString(amount)) return amount;
  const exact = toMoney(amount);
  return present(trimDecimal(exact.eq(0) ? '0' : exact.toFixed(), 2), options);
}

function present(text: string, { currency, negative = 'minus' }: AmountOptions): string {
  const isNegative = text.startsWith('-');
  const [whole = '0', fraction] = (isNegative ? text.slice(1) : text).split('.');
  const mark = currency ? currencyMark(currency) : '';
  const body = `${mark}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  if (!isNegative) return body;
  return negative === 'parentheses' ? `(${body})` : `-${body}`;
}
