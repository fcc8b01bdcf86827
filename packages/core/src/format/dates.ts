import { isPlainDate } from '../calendar-dates.ts';
import { singaporeWallClock } from '../singapore-time.ts';

/**
 * Dates as Singapore reads them, on the Singapore clock whatever the machine's time zone:
 * `25 Nov 2026` on screens and documents, `25/11/2026` where a numeric date is wanted (day
 * first, as Singaporeans write it), `2026-11-25` for the API.
 *
 * A value is a calendar date from the API (`"2026-11-25"`, an issue or due date: taken as
 * written, never shifted), an instant (`"2026-11-25T01:30:00.000Z"`, or a `Date`: read on the
 * Singapore clock, so a UTC evening may be the next Singapore day; a string must carry its
 * offset, `Z` or `+08:00`, or it would be read in the machine's zone). A string that is neither
 * is shown as it came, so a screen never breaks on an odd value; an invalid `Date` is a bug
 * and throws.
 *
 * Month names come from our own table, not `Intl`: `en-SG` writes September `Sept` with
 * current ICU data and `Sep` with older, so two browsers would show two different dates.
 */
export type DateValue = string | Date;

/** The months by name, January first: the one table of them (see above for why not `Intl`). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** An ISO 8601 instant with its offset: without one, `Date` would read the machine's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** For instants only: the Singapore time of day. */
  time?: { hour: number; minute: number };
}

function readDay(value: DateValue): CalendarDay | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (isPlainDate(text)) {
      const [year, month, day] = text.split('-').map(Number) as [number, number, number];
      return { year, month, day };
    }
    if (!INSTANT.test(text)) return null;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : readInstant(date);
  }
  return readInstant(value); // singaporeWallClock throws on an invalid Date
}

function readInstant(date: Date): CalendarDay {
  const clock = singaporeWallClock(date);
  const time = { hour: clock.hour, minute: clock.minute };
  return { year: clock.year, month: clock.month, day: clock.day, time };
}

const two = (value: number) => String(value).padStart(2, '0');
const year = (value: number) => String(value).padStart(4, '0');

function displayDay({ year: y, month, day }: CalendarDay): string {
  return `${day} ${SHORT_MONTHS[month - 1]} ${year(y)}`;
}

/** `25 Nov 2026`: the day without a leading zero, the month's three letters, the year. */
export function formatDisplayDate(value: DateValue): string {
  const day = readDay(value);
  return day ? displayDay(day) : String(value);
}

/**
 * `25 Nov 2026, 09:30` on the 24-hour Singapore clock, for moments (an audit entry, a sign-in).
 * A calendar date has no time of day and shows as `formatDisplayDate` does.
 */
export function formatDisplayDateTime(value: DateValue): string {
  const day = readDay(value);
  if (!day) return String(value);
  if (!day.time) return displayDay(day);
  return `${displayDay(day)}, ${two(day.time.hour)}:${two(day.time.minute)}`;
}

/** `05/11/2026`: day, month, year, as Singaporeans write a date in figures. */
export function formatNumericDate(value: DateValue): string {
  const day = readDay(value);
  return day ? `${two(day.day)}/${two(day.month)}/${year(day.year)}` : String(value);
}

/** `2026-11-05`, the form the API sends and accepts, of the Singapore day. */
export function formatIsoDate(value: DateValue): string {
  const day = readDay(value);
  return day ? `${year(day.year)}-${two(day.month)}-${two(day.day)}` : String(value);
}
