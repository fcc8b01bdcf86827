import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayDifference,
  formatDate,
  isPlainDate,
  MS_PER_DAY,
  parsePlainDate,
  plainDateSchema,
  shiftDate,
  todayInSingapore,
} from './dates.ts';
import type { DurationUnit } from './enums.ts';

/** A Singapore wall-clock time as an instant. */
const sg = (text: string) => new Date(`${text}+08:00`);
const shiftPlain = (plain: string, amount: number, unit: DurationUnit) =>
  formatDate(shiftDate(parsePlainDate(plain), amount, unit));

describe('formatDate', () => {
  const moment = new Date('2026-11-21T22:17:51.123Z'); // 2026-11-22 06:17:51 in Singapore

  it('formats in Singapore time in the three formats', () => {
    expect(formatDate(moment, 'plain')).toBe('2026-11-22');
    expect(formatDate(moment, 'long')).toBe('2026-11-22T06:17');
    expect(formatDate(moment, 'detailed')).toBe('2026-11-22 06:17:51');
    expect(formatDate(moment)).toBe('2026-11-22');
  });

  it('formats a missing date as 1888-08-08, with no time-zone conversion', () => {
    expect(formatDate(null, 'plain')).toBe('1888-08-08');
    expect(formatDate(undefined, 'long')).toBe('1888-08-08T00:00');
    expect(formatDate(null, 'detailed')).toBe('1888-08-08 00:00:00');
    expect(formatDate(new Date('not a date'))).toBe('1888-08-08');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDate(sg('2026-01-01T00:00:00'), 'detailed')).toBe('2026-01-01 00:00:00');
  });
});

describe('shiftDate', () => {
  it('gives the inclusive end date of a period', () => {
    expect(shiftPlain('2026-01-01', 30, 'day')).toBe('2026-01-30');
    expect(shiftPlain('2026-01-01', 1, 'week')).toBe('2026-01-07');
    expect(shiftPlain('2026-01-15', 1, 'month')).toBe('2026-02-14');
    expect(shiftPlain('2026-01-01', 1, 'year')).toBe('2026-12-31');
    expect(shiftPlain('2026-03-01', 0, 'day')).toBe('2026-02-28');
  });

  it('takes the last day of a shorter month before going back', () => {
    expect(shiftPlain('2026-01-31', 1, 'month')).toBe('2026-02-27');
    expect(shiftPlain('2026-01-28', 1, 'month')).toBe('2026-02-27');
    expect(shiftPlain('2026-03-31', 1, 'month')).toBe('2026-04-29');
    expect(shiftPlain('2026-12-31', 2, 'month')).toBe('2027-02-27');
  });

  it('follows leap years', () => {
    expect(shiftPlain('2024-01-31', 1, 'month')).toBe('2024-02-28');
    expect(shiftPlain('2024-02-01', 1, 'month')).toBe('2024-02-29');
    expect(shiftPlain('2024-02-29', 1, 'year')).toBe('2025-02-27');
    expect(shiftPlain('2024-02-28', 1, 'day')).toBe('2024-02-28');
    expect(shiftPlain('2024-02-29', 1, 'day')).toBe('2024-02-29');
    expect(shiftPlain('2023-02-28', 4, 'year')).toBe('2027-02-27');
  });

  it('shifts on the Singapore calendar and keeps the time of day', () => {
    // 2026-01-31 01:30 in Singapore is still 30 January in UTC.
    const start = sg('2026-01-31T01:30:00');
    expect(formatDate(shiftDate(start, 1, 'month'), 'detailed')).toBe('2026-02-27 01:30:00');
  });

  it('goes back in time for a negative amount', () => {
    expect(shiftPlain('2026-03-31', -1, 'month')).toBe('2026-02-27');
  });

  it('throws Invalid frequency unit for an unknown unit', () => {
    const start = sg('2026-01-01T00:00:00');
    expect(() => shiftDate(start, 1, 'fortnight' as DurationUnit)).toThrow(
      new Error('Invalid frequency unit'),
    );
    expect(() => shiftDate(start, 1, 'days' as DurationUnit)).toThrow('Invalid frequency unit');
  });

  it('refuses a fractional amount', () => {
    expect(() => shiftDate(sg('2026-01-01T00:00:00'), 1.5, 'day')).toThrow('whole number');
  });

  it('makes a day period end the day before start + n days, for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 1000 }),
        (start, days) => {
          const end = shiftDate(start, days, 'day');
          expect(end.getTime() - start.getTime()).toBe((days - 1) * 86_400_000);
        },
      ),
    );
  });
});

describe('dayDifference', () => {
  it('is ceil(ms / 86,400,000) from the first date to the second', () => {
    const from = sg('2026-01-01T00:00:00');
    expect(dayDifference(from, sg('2026-01-31T00:00:00'))).toBe(30);
    expect(dayDifference(from, sg('2026-01-01T10:00:00'))).toBe(1);
    expect(dayDifference(from, from)).toBe(0);
    expect(dayDifference(sg('2026-01-31T00:00:00'), from)).toBe(-30);
  });

  it('never gives negative zero', () => {
    expect(Object.is(dayDifference(sg('2026-01-01T10:00:00'), sg('2026-01-01T00:00:00')), 0)).toBe(
      true,
    );
  });
});

describe('plain dates', () => {
  it('gives today in Singapore', () => {
    expect(todayInSingapore(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
    expect(todayInSingapore(new Date('2025-12-31T15:59:59Z'))).toBe('2025-12-31');
    expect(todayInSingapore(new Date('2025-12-31T16:00:00Z'))).toBe('2026-01-01');
    expect(todayInSingapore()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('parses a plain date as Singapore midnight', () => {
    expect(parsePlainDate('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(() => parsePlainDate('2026-02-30')).toThrow('YYYY-MM-DD');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isPlainDate('2024-02-29')).toBe(true);
    expect(isPlainDate('2026-02-29')).toBe(false);
    expect(isPlainDate('2026-13-01')).toBe(false);
    expect(isPlainDate('2026-1-01')).toBe(false);
    expect(isPlainDate('22/11/2026')).toBe(false);
    expect(plainDateSchema.parse(' 2026-11-22 ')).toBe('2026-11-22');
    expect(plainDateSchema.safeParse('2026-11-31').success).toBe(false);
  });

  it('round-trips any plain date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          const plain = formatDate(date);
          expect(formatDate(parsePlainDate(plain))).toBe(plain);
        },
      ),
    );
  });
});

describe('addDays', () => {
  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a date');
  });

  it('agrees with adding whole days of milliseconds in UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, days) => {
          const start = date.toISOString().slice(0, 10);
          const later = new Date(Date.parse(start) + days * MS_PER_DAY).toISOString().slice(0, 10);
          expect(addDays(start, days)).toBe(later);
        },
      ),
    );
  });
});

describe('isPlainDate against the calendar', () => {
  it('accepts exactly the days that exist, leap days included', () => {
    const texts = fc
      .tuple(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(texts, (text) => {
        const [y, m, d] = text.split('-').map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        const exists =
          m >= 1 &&
          day.getUTCFullYear() === y &&
          day.getUTCMonth() === m - 1 &&
          day.getUTCDate() === d;
        expect(isPlainDate(text)).toBe(exists);
      }),
    );
    expect(isPlainDate('2024-02-29')).toBe(true);
    expect(isPlainDate('2100-02-29')).toBe(false);
    expect(isPlainDate('2000-02-29')).toBe(true);
  });
});
