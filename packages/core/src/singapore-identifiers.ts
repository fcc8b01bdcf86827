import { EXAMPLE_UENS, validateUen } from './uen.ts';

/**
 * Singapore numbers that are not UENs: mobile numbers (PayNow), GST registration numbers and
 * postal codes. Each check returns the normalised form to store, or an error a person can act on.
 */
export type IdentifierCheck = { ok: true; value: string } | { ok: false; error: string };

const compact = (input: string) => input.replace(/[\s\-()]/g, '');

/** A Singapore mobile number (8 digits starting with 8 or 9), stored as `+65XXXXXXXX`. */
export function checkSingaporeMobile(input: string): IdentifierCheck {
  const digits = compact(input).replace(/^\+?65(?=\d{8}$)/, '');
  if (!/^[89]\d{7}$/.test(digits)) {
    return {
      ok: false,
      error: 'A Singapore mobile number has 8 digits starting with 8 or 9, e.g. +65 9123 4567.',
    };
  }
  return { ok: true, value: `+65${digits}` };
}

/** A phone number as people write it: digits with an optional leading + and separators. */
export function checkPhone(input: string): IdentifierCheck {
  const trimmed = input.trim();
  const digits = compact(trimmed).replace(/^\+/, '');
  if (!/^[+\d][\d\s\-()]*$/.test(trimmed) || digits.length < 8 || digits.length > 15) {
    return { ok: false, error: 'Enter a phone number of 8 to 15 digits, e.g. +65 6123 4567.' };
  }
  return { ok: true, value: trimmed };
}

/**
 * A GST registration number: the company's UEN, or IRAS's own series for those without one,
 * `M` followed by a digit or `R`, 7 digits and a check character (written `M2-1234567-8` or
 * `MR-8500123-4`, stored without hyphens).
 */
export function checkGstNumber(input: string): IdentifierCheck {
  const value = compact(input).toUpperCase();
  if (/^M[0-9R]\d{7}[0-9A-Z]$/.test(value)) return { ok: true, value };
  const uen = validateUen(value);
  if (uen.ok) return { ok: true, value: uen.uen };
  return {
    ok: false,
    error: `A GST registration number is your UEN (e.g. ${EXAMPLE_UENS.localCompany}) or an IRAS number such as M2-1234567-8.`,
  };
}

/**
 * A GST registration number as it is compared: its letters and digits only, upper-case, so
 * `M2-1234567-8`, `m2 1234567 8` and `M212345678` are the same number.
 */
export function gstNumberKey(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * A customer's or supplier's GST registration number, checked as `checkGstNumber` checks it
 * (its punctuation aside) and kept as typed (`M2-1234567-8`), only trimmed: the contact's own
 * documents print it as the contact writes it. Compare two with `gstNumberKey`.
 */
export function checkTypedGstNumber(input: string): IdentifierCheck {
  const typed = input.trim();
  const check = checkGstNumber(gstNumberKey(typed));
  return check.ok ? { ok: true, value: typed } : check;
}

/** A Singapore postal code: 6 digits. */
export function checkPostalCode(input: string): IdentifierCheck {
  const value = input.trim();
  if (!/^\d{6}$/.test(value)) return { ok: false, error: 'A Singapore postal code has 6 digits.' };
  return { ok: true, value };
}
