import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** How a date field shows its date: day first, as Singaporeans write it (`05/11/2026`). */
export const TYPED_DATE_FORMAT = 'DD/MM/YYYY';

/** What a date field says when its text is not a date it can read. */
export const MSG_TYPED_DATE_UNREADABLE =
  'Not a date: type it as DD/MM/YYYY (27/11/2026) or 27 Nov 2026';

/**
 * The ways a person may type a date: day, month and year in figures, day first, with or without
 * leading zeros, or the month by its name. Nothing else: `03/04/2026` is 3 April in Singapore
 * whatever the browser's locale, so a month-first or year-first reading is never guessed.
 */
const TYPED_FORMATS = [
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD/M/YYYY',
  'D/MM/YYYY',
  'D MMM YYYY',
  'D MMMM YYYY',
  'DD MMM YYYY',
  'DD MMMM YYYY',
];

/** `27 nov  2026` as the formats spell it, `27 Nov 2026`: month names are matched by case. */
function tidy(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[a-z]+/gi, (word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase());
}

/**
 * The `YYYY-MM-DD` date a person typed (`03/04/2026`, `3/4/2026`, `27 Nov 2026`,
 * `27 November 2026`), or null when the text is not one of those or names no real day
 * (`31/02/2026`): strict parsing, so nothing is rolled over into the next month.
 */
export function parseTypedDate(text: string): string | null {
  const date = dayjs(tidy(text), TYPED_FORMATS, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}
