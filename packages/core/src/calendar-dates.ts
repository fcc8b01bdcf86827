import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { MSG_INVALID_FREQUENCY_UNIT } from './constants.ts';
import { type DurationUnit, isDurationUnit } from './option-lists.ts';
import {
  fromSingaporeWallClock,
  SINGAPORE_TIME_ZONE,
  singaporeCalendar,
  singaporeWallClock,
} from './singapore-time.ts';

dayjs.extend(utc);

/** plain `YYYY-MM-DD`, long `YYYY-MM-DDTHH:mm`, detailed `YYYY-MM-DD HH:mm:ss` (seed 9). */
export type DateFormat = 'plain' | 'long' | 'detailed';

const PATTERNS: Record<DateFormat, string> = {
  plain: 'YYYY-MM-DD',
  long: 'YYYY-MM-DDTHH:mm',
  detailed: 'YYYY-MM-DD HH:mm:ss',
};

/** What a missing date shows, as the seed does; written out so no time zone can shift it. */
const MISSING: Record<DateFormat, string> = {
  plain: '1888-08-08',
  long: '1888-08-08T00:00',
  detailed: '1888-08-08 00:00:00',
};

export const MS_PER_DAY = 86_400_000;

/**
 * A date as a Singapore clock shows it. A missing date (null, undefined, or an invalid Date,
 * which is what a missing value parses to) shows as 1888-08-08 in the asked format.
 */
export function formatDate(date: Date | null | undefined, format: DateFormat = 'plain'): string {
  if (!date || Number.isNaN(date.getTime())) return MISSING[format];
  return singaporeCalendar(date).format(PATTERNS[format]);
}

/**
 * The inclusive end of a period of `amount` units starting at `date`: add the period on the
 * Singapore calendar, then go one day back (1 month from 15 Jan ends on 14 Feb). A week is 7
 * days. Months and years keep the day of the month where it exists and otherwise take the
 * month's last day before going back (31 Jan + 1 month -> 28 Feb -> 27 Feb). The time of day
 * is kept. An unknown unit throws `Invalid frequency unit`, as the seed's helper does.
 */
export function shiftDate(date: Date, amount: number, unit: DurationUnit): Date {
  if (!isDurationUnit(unit)) throw new Error(MSG_INVALID_FREQUENCY_UNIT);
  if (!Number.isInteger(amount))
    throw new RangeError('The amount to shift by must be a whole number');
  const end = singaporeCalendar(date).add(amount, unit).subtract(1, 'day');
  return fromSingaporeWallClock(end);
}

/**
 * Days from `from` to `to`, rounded up: ceil((to - from) / 86,400,000) as the seed does.
 * Positive when `to` is later (a due date `from` and today `to` give the days overdue), zero
 * for the same instant, negative when `to` is earlier.
 */
export function dayDifference(from: Date, to: Date): number {
  const days = Math.ceil((to.getTime() - from.getTime()) / MS_PER_DAY);
  return days === 0 ? 0 : days; // no -0 (Math.ceil(-0.5) is -0)
}

/**
 * Today's date in Singapore as `YYYY-MM-DD`: `formatDate(now, 'plain')`, read straight off the
 * wall clock because every document read asks (is it overdue?) and dayjs costs 4 µs a time.
 */
export function todayInSingapore(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) return MISSING.plain;
  const { year, month, day } = singaporeWallClock(now);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the text is a `YYYY-MM-DD` date that exists on the calendar (no 2026-02-30). */
export function isPlainDate(text: string): boolean {
  const match = PLAIN_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + (leapDay ? 1 : 0);
}

/** Midnight in Singapore at the start of a `YYYY-MM-DD` date. */
export function parsePlainDate(text: string): Date {
  if (!isPlainDate(text)) throw new RangeError(`Not a date in the form YYYY-MM-DD: "${text}"`);
  return dayjs.tz(text, SINGAPORE_TIME_ZONE).toDate();
}

/**
 * A plain date `days` after another (a due date from payment terms). Counted on UTC's calendar,
 * which has no daylight saving to skip a day; every issue computes one, so no dayjs object.
 */
export function addDays(date: string, days: number): string {
  if (!isPlainDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day + days); // Date.UTC would read year 50 as 1950

  return [
    String(shifted.getUTCFullYear()).padStart(4, '0'),
    String(shifted.getUTCMonth() + 1).padStart(2, '0'),
    String(shifted.getUTCDate()).padStart(2, '0'),
  ].join('-');
}
