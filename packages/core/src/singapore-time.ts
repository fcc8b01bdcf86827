import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date Kira shows, encodes or shifts is read on the Singapore clock. */
export const SINGAPORE_TIME_ZONE = 'Asia/Singapore';

/** A moment as a clock in Singapore shows it. Month is 1..12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

// One cached formatter: creating one per call (as dayjs's `.tz()` does) costs about 100 µs,
// too slow for the id generator's bulk use; `formatToParts` on a cached one costs about 5 µs.
// Made at its first use, not when the module loads: a time-zone formatter loads the zone's
// data, a noticeable part of a phone's work before the first screen, and only instants before
// 1982 need it.
let singaporeFormat: Intl.DateTimeFormat | undefined;
const newSingaporeFormat = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: SINGAPORE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    fractionalSecondDigits: 3,
  });

// Singapore's clocks have been at UTC+8, with no daylight saving, since 1982: an instant since
// then is its wall clock shifted by eight hours, with no time-zone data to consult (every id
// made and read goes through here). Earlier instants ask the time-zone database.
const FIXED_OFFSET_MS = 8 * 3_600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1982, 0, 1);

export function singaporeWallClock(date: Date): WallClock {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  if (time >= FIXED_OFFSET_SINCE) {
    const shifted = new Date(time + FIXED_OFFSET_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      millisecond: shifted.getUTCMilliseconds(),
    };
  }
  const parts: Record<string, string> = {};
  singaporeFormat ??= newSingaporeFormat();
  for (const part of singaporeFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: Number(parts.fractionalSecond),
  };
}

/** The year on the Singapore calendar at `date`. */
export function singaporeYear(date: Date): number {
  return singaporeWallClock(date).year;
}

/**
 * The wall clock as a UTC-mode Dayjs, for calendar arithmetic (adding months, formatting)
 * that must follow the Singapore calendar: in UTC mode dayjs never applies an offset.
 */
export function singaporeCalendar(date: Date): Dayjs {
  const clock = singaporeWallClock(date);
  return dayjs.utc(wallClockText(clock));
}

/** The instant at which a Singapore clock shows this time. */
export function fromSingaporeWallClock(clock: WallClock | Dayjs): Date {
  if (!dayjs.isDayjs(clock) && clock.year >= 1983) {
    const { year, month, day, hour, minute, second, millisecond } = clock;
    const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
    return new Date(wall - FIXED_OFFSET_MS);
  }
  const text = dayjs.isDayjs(clock)
    ? clock.format('YYYY-MM-DDTHH:mm:ss.SSS')
    : wallClockText(clock);
  return dayjs.tz(text, SINGAPORE_TIME_ZONE).toDate();
}

function wallClockText(clock: WallClock): string {
  const year = String(clock.year).padStart(4, '0');
  const two = (value: number) => String(value).padStart(2, '0');
  const ms = String(clock.millisecond).padStart(3, '0');
  return `${year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}.${ms}`;
}

/** The instant the Singapore calendar month of `date` began (a plan's documents a month). */
export function singaporeMonthStart(date: Date): Date {
  const { year, month } = singaporeWallClock(date);
  return fromSingaporeWallClock({
    year,
    month,
    day: 1,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
}
