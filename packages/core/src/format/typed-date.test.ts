import { describe, expect, it } from 'vitest';
import { formatNumericDate } from './dates.ts';
import { parseTypedDate } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('reads day first: 03/04/2026 is 3 April', () => {
    expect(parseTypedDate('03/04/2026')).toBe('2026-04-03');
    expect(parseTypedDate('3/4/2026')).toBe('2026-04-03');
    expect(parseTypedDate('3/04/2026')).toBe('2026-04-03');
    expect(parseTypedDate('13/12/2026')).toBe('2026-12-13');
  });

  it('reads the month by its name, short or long, in any case', () => {
    expect(parseTypedDate('27 Nov 2026')).toBe('2026-11-27');
    expect(parseTypedDate('27 November 2026')).toBe('2026-11-27');
    expect(parseTypedDate('7 sep 2026')).toBe('2026-09-07');
    expect(parseTypedDate('  27  NOV 2026 ')).toBe('2026-11-27');
  });

  it('reads back what a date field shows', () => {
    expect(parseTypedDate(formatNumericDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('refuses days that do not exist rather than rolling them over', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2026')).toBeNull();
    expect(parseTypedDate('31/04/2026')).toBeNull();
    expect(parseTypedDate('32 Jan 2026')).toBeNull();
    expect(parseTypedDate('03/13/2026')).toBeNull();
  });

  it('refuses every other way of writing a date', () => {
    for (const text of [
      '2026-13-01',
      '2026-04-03',
      '04/03/26',
      '3.4.2026',
      'Nov 27 2026',
      '27 Novem 2026',
      '27/11/2026 10:00',
      '03/04/2026x',
      'today',
      '',
    ]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });
});
