import { singaporeYear } from './singapore-time.ts';
import { z } from './zod.ts';

/**
 * Singapore UEN (Unique Entity Number), the three formats ACRA publishes:
 * - business (ROB): 8 digits and a check letter, e.g. 00192200M;
 * - local company (ROC): the 4-digit year of registration, 5 digits and a check letter,
 *   e.g. 197401143C;
 * - others: T, S or R (20xx, 19xx, 18xx), two digits of the year, a two-letter entity type,
 *   4 digits and a check letter, e.g. T01FC6132D.
 * The format is enforced. The check letter only raises a warning: ACRA publishes no
 * algorithm, so a mismatch may be our algorithm's fault rather than the user's.
 */
export type UenFormat = 'business' | 'local_company' | 'others';

export interface UenCheck {
  ok: boolean;
  /** The input trimmed and upper-cased: the form to store. */
  uen: string;
  format?: UenFormat;
  error?: string;
  warning?: string;
}

/**
 * Entity-type codes of the "others" format: the list published with the UEN format on
 * uen.gov.sg, as carried by python-stdnum (stdnum/sg/uen.py) and other validators, plus HC,
 * which most published copies of the list include.
 */
// biome-ignore format: a table reads better than one code per line
export const UEN_ENTITY_TYPES: readonly string[] = [
  'CC', 'CD', 'CH', 'CL', 'CM', 'CP', 'CS', 'CX', 'DP', 'FB', 'FC', 'FM', 'FN', 'GA', 'GB',
  'GS', 'HC', 'HS', 'LL', 'LP', 'MB', 'MC', 'MD', 'MH', 'MM', 'MQ', 'NB', 'NR', 'PA', 'PB',
  'PF', 'RF', 'RP', 'SM', 'SS', 'TC', 'TU', 'VH', 'XL',
];

/**
 * The UENs the screens and messages quote as examples: well-formed and with the check letter
 * `validateUen` expects, so a person who copies one sees no warning.
 */
export const EXAMPLE_UENS = { localCompany: '201912345R', business: '53123456L' } as const;

const FIRST_YEAR = 1800;
const CENTURY_OF: Record<string, number> = { R: 1800, S: 1900, T: 2000 };

export function normaliseUen(input: string): string {
  return input.trim().toUpperCase();
}

export function validateUen(input: string, options: { now?: Date } = {}): UenCheck {
  const uen = normaliseUen(input);
  const currentYear = singaporeYear(options.now ?? new Date());
  const fail = (error: string, format?: UenFormat): UenCheck =>
    format ? { ok: false, uen, format, error } : { ok: false, uen, error };

  if (uen === '') return fail('Enter the UEN.');
  if (uen.length !== 9 && uen.length !== 10) {
    return fail(`A UEN has 9 or 10 characters; this one has ${uen.length}.`);
  }

  let format: UenFormat;
  if (uen.length === 9) {
    format = 'business';
    if (!/^\d{8}[A-Z]$/.test(uen)) {
      return fail('A 9-character UEN (business) is 8 digits followed by a letter.', format);
    }
  } else if (/^\d/.test(uen)) {
    format = 'local_company';
    if (!/^\d{9}[A-Z]$/.test(uen)) {
      return fail(
        'A 10-character UEN starting with a digit (local company) is a 4-digit year, 5 digits and a letter.',
        format,
      );
    }
    const yearError = checkYear(Number(uen.slice(0, 4)), currentYear);
    if (yearError) return fail(yearError, format);
  } else {
    format = 'others';
    const century = CENTURY_OF[uen.charAt(0)];
    if (century === undefined) {
      return fail(
        'A UEN starting with a letter starts with T, S or R (for 20xx, 19xx or 18xx).',
        format,
      );
    }
    if (!/^[TSR]\d{2}[A-Z]{2}\d{4}[A-Z]$/.test(uen)) {
      return fail(
        'This UEN should be T, S or R, 2 digits of the year, a 2-letter entity type, 4 digits and a letter.',
        format,
      );
    }
    const entityType = uen.slice(3, 5);
    if (!UEN_ENTITY_TYPES.includes(entityType)) {
      return fail(`"${entityType}" is not an entity type ACRA uses in a UEN.`, format);
    }
    const yearError = checkYear(century + Number(uen.slice(1, 3)), currentYear);
    if (yearError) return fail(yearError, format);
  }

  const expected = uenCheckLetter(uen.slice(0, -1), format);
  if (uen.slice(-1) !== expected) {
    return {
      ok: true,
      uen,
      format,
      warning: `The check letter of this UEN would usually be ${expected}, not ${uen.slice(-1)}. Please check the UEN.`,
    };
  }
  return { ok: true, uen, format };
}

function checkYear(year: number, currentYear: number): string | undefined {
  if (year > currentYear) return `The UEN's year of registration, ${year}, is in the future.`;
  if (year < FIRST_YEAR) return `The UEN's year of registration, ${year}, is too early.`;
  return undefined;
}

/**
 * The check letter for a UEN without its last character, by the algorithm commonly published
 * for UENs (the weights and letter tables of python-stdnum's stdnum/sg/uen.py, also found in
 * many other validators). ACRA itself publishes none, hence warnings only.
 */
export function uenCheckLetter(body: string, format: UenFormat): string {
  const { weights, letters, value, offset } = CHECK_RULES[format];
  let sum = -offset;
  for (let index = 0; index < weights.length; index++) {
    sum += value(body.charAt(index)) * (weights[index] as number);
  }
  return letters.charAt(((sum % 11) + 11) % 11);
}

const OTHERS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWX0123456789';

const CHECK_RULES: Record<
  UenFormat,
  { weights: number[]; letters: string; value: (char: string) => number; offset: number }
> = {
  business: {
    weights: [10, 4, 9, 3, 8, 2, 7, 1],
    letters: 'XMKECAWLJDB',
    value: Number,
    offset: 0,
  },
  local_company: {
    weights: [10, 8, 6, 4, 9, 7, 5, 3, 1],
    letters: 'ZKCMDNERGWH',
    value: Number,
    offset: 0,
  },
  others: {
    weights: [4, 3, 5, 3, 10, 2, 2, 5, 7],
    letters: OTHERS_ALPHABET,
    value: (char) => OTHERS_ALPHABET.indexOf(char),
    offset: 5,
  },
};

/**
 * A UEN field: normalised, format enforced. A check-letter mismatch passes (the screen shows
 * `validateUen(...).warning` beside the field).
 */
export const uenSchema = z
  .string()
  .transform(normaliseUen)
  .superRefine((uen, context) => {
    const check = validateUen(uen);
    if (!check.ok) context.addIssue({ code: 'custom', message: check.error ?? 'Not a UEN' });
  });

/**
 * The warning to show beside a UEN (never blocking): for a UEN in a valid format whose check
 * letter looks wrong, since ACRA publishes no algorithm. Empty or malformed: none here.
 */
export function uenWarningOf(uen: string): string | undefined {
  if (uen.trim() === '') return undefined;
  const check = validateUen(uen);
  return check.ok ? check.warning : undefined;
}
