import { describe, expect, it } from 'vitest';
import { gstPeriodOf } from './gst-periods.ts';

describe('gstPeriodOf', () => {
  it('gives calendar quarters when they start in January, the return due a month after', () => {
    expect(gstPeriodOf('2026-02-14', 1)).toEqual({
      start: '2026-01-01',
      end: '2026-03-31',
      returnDue: '2026-04-30',
    });
    expect(gstPeriodOf('2026-12-31', 1)).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
      returnDue: '2027-01-31',
    });
  });

  it('follows quarters IRAS started in another month, across the year end', () => {
    expect(gstPeriodOf('2026-01-10', 2)).toEqual({
      start: '2025-11-01',
      end: '2026-01-31',
      returnDue: '2026-02-28',
    });
    expect(gstPeriodOf('2026-04-01', 4)).toEqual({
      start: '2026-04-01',
      end: '2026-06-30',
      returnDue: '2026-07-31',
    });
  });

  it('falls due on the last day of a short month, leap years included', () => {
    expect(gstPeriodOf('2027-12-05', 2).returnDue).toBe('2028-02-29');
    expect(gstPeriodOf('2026-09-30', 8).returnDue).toBe('2026-11-30');
  });

  it('refuses a month that is not one', () => {
    expect(() => gstPeriodOf('2026-01-01', 13)).toThrow(RangeError);
  });
});
