import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromSingaporeWallClock,
  singaporeCalendar,
  singaporeMonthStart,
  singaporeWallClock,
  singaporeYear,
} from './singapore-time.ts';

describe('Singapore time', () => {
  const moment = new Date('2026-11-21T22:17:51.123Z');

  it('reads an instant on the Singapore clock', () => {
    expect(singaporeWallClock(moment)).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 6,
      minute: 17,
      second: 51,
      millisecond: 123,
    });
    expect(singaporeCalendar(moment).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe(
      '2026-11-22 06:17:51.123',
    );
  });

  it('refuses an invalid date', () => {
    expect(() => singaporeWallClock(new Date(Number.NaN))).toThrow('Invalid date');
  });

  it('turns a wall clock back into the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          expect(fromSingaporeWallClock(singaporeWallClock(date)).getTime()).toBe(date.getTime());
          expect(fromSingaporeWallClock(singaporeCalendar(date)).getTime()).toBe(date.getTime());
        },
      ),
    );
  });
});

describe('singaporeYear', () => {
  it('turns at midnight in Singapore, not in UTC', () => {
    expect(singaporeYear(new Date('2026-12-31T15:59:59.999Z'))).toBe(2026);
    expect(singaporeYear(new Date('2026-12-31T16:00:00.000Z'))).toBe(2027);
    expect(singaporeYear(new Date('2026-12-31T16:00:59.000Z'))).toBe(2027);
    expect(singaporeYear(new Date('2026-12-31T15:59:30.000Z'))).toBe(2026);
  });
});

describe('Singapore time since 1982 (fixed UTC+8)', () => {
  // What the time-zone database says, asked without the fixed-offset shortcut.
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Singapore',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const instants = fc.date({
    min: new Date('1982-01-01T00:00:00Z'),
    max: new Date('2099-12-31'),
    noInvalidDate: true,
  });

  it('reads the same wall clock as the time-zone database, and back to the same instant', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const clock = singaporeWallClock(date);
        const parts = Object.fromEntries(zone.formatToParts(date).map((p) => [p.type, p.value]));
        expect([
          clock.year,
          clock.month,
          clock.day,
          clock.hour,
          clock.minute,
          clock.second,
        ]).toEqual(
          ['year', 'month', 'day', 'hour', 'minute', 'second'].map((key) => Number(parts[key])),
        );
        expect(clock.millisecond).toBe(date.getUTCMilliseconds());
        if (clock.year >= 1983) expect(fromSingaporeWallClock(clock)).toEqual(date);
      }),
    );
  });

  it('still follows the time-zone database before 1982 (UTC+7:30)', () => {
    const clock = singaporeWallClock(new Date('1981-06-01T00:00:00Z'));
    expect([clock.hour, clock.minute]).toEqual([7, 30]);
  });
});

describe('singaporeMonthStart', () => {
  it('is midnight of the first in Singapore, which is the day before in UTC', () => {
    expect(singaporeMonthStart(new Date('2026-11-28T02:00:00Z')).toISOString()).toBe(
      '2026-10-31T16:00:00.000Z',
    );
    // 20:00 UTC on 30 November is already 1 December in Singapore.
    expect(singaporeMonthStart(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });
});
