import { isDecimalString, trimDecimal } from '@kira/core/money-arithmetic';

/**
 * Money as a field shows it: at least two decimals, more only as typed or stored (`28.5` is
 * `28.50`, `1.2345` stays, `19.9000` is `19.90`). Anything that is not a number yet stays as
 * typed, for the server to name.
 */
export function withTwoDecimals(text: string): string {
  const trimmed = text.trim();
  return isDecimalString(trimmed) ? trimDecimal(trimmed, 2) : text;
}
