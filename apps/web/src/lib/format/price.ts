import { trimDecimal } from '@kira/core/money';

/**
 * A unit price from the API (an exact decimal string, up to 4 decimals) as people read it:
 * thousands grouped, at least 2 decimals, and the further decimals only when they are not zero.
 * `"1234.5000"` is `1,234.50`, `"0.0125"` stays `0.0125`. Text that is not a decimal is shown
 * as it is. Works on the text, so no amount goes through binary floating point.
 */
export function formatPrice(amount: string): string {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' ? '-' : ''}${trimDecimal(`${grouped}.${fraction}`, 2)}`;
}
