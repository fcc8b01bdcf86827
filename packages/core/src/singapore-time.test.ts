import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromSingaporeWallClock,
  singaporeCalendar,
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
