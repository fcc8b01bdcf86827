import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatIsoDate,
  formatNumericDate,
} from './dates.ts';

const LATE_UTC_EVENING = '2026-11-21T17:30:00.000Z'; // 01:30 on 22 Nov in Singapore

describe('Singapore dates', () => {
  it('writes a calendar date as written, never shifted', () => {
    expect(formatDisplayDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatNumericDate('2026-11-05')).toBe('05/11/2026');
    expect(formatIsoDate('2026-11-05')).toBe('2026-11-05');
    expect(formatDisplayDateTime('2026-11-25')).toBe('25 Nov 2026');
  });

  it('reads an instant on the Singapore clock, which may be the next UTC day', () => {
    expect(formatDisplayDate(LATE_UTC_EVENING)).toBe('22 Nov 2026');
    expect(formatDisplayDateTime(LATE_UTC_EVENING)).toBe('22 Nov 2026, 01:30');
    expect(formatNumericDate(new Date(LATE_UTC_EVENING))).toBe('22/11/2026');
    expect(formatIsoDate(new Date(LATE_UTC_EVENING))).toBe('2026-11-22');
    expect(formatDisplayDateTime('2026-11-22T09:05:00+08:00')).toBe('22 Nov 2026, 09:05');
  });

  it('writes every month with three letters, September included', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) =>
        formatDisplayDate(`2026-${String(index + 1).padStart(2, '0')}-01`).split(' ')[1],
    );
    expect(months.join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
  });

  it('turns the year on the Singapore clock', () => {
    expect(formatDisplayDate('2026-12-31T16:00:00.000Z')).toBe('1 Jan 2027');
    expect(formatDisplayDate('2026-12-31T15:59:59.999Z')).toBe('31 Dec 2026');
  });

  it('shows unreadable input as it came', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatDisplayDateTime('')).toBe('');
    expect(formatNumericDate('2026-02-30')).toBe('2026-02-30');
    // Without an offset the machine's zone would decide the day: not read at all.
    expect(formatDisplayDate('2026-11-21T17:30:00')).toBe('2026-11-21T17:30:00');
  });

  it('refuses an invalid Date, which only a bug makes', () => {
    expect(() => formatDisplayDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
