import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

// Singapore is UTC+8 all year.
const sgt = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 22, hour - 8, minute));

describe('greetingFor (Singapore time)', () => {
  it('says good morning from 5:00 to 11:59', () => {
    expect(greetingFor(sgt(5))).toBe('Good morning');
    expect(greetingFor(sgt(11, 59))).toBe('Good morning');
  });

  it('says good afternoon from 12:00 to 17:59', () => {
    expect(greetingFor(sgt(12))).toBe('Good afternoon');
    expect(greetingFor(sgt(17, 59))).toBe('Good afternoon');
  });

  it('says good evening from 18:00 through the night', () => {
    expect(greetingFor(sgt(18))).toBe('Good evening');
    expect(greetingFor(sgt(23, 59))).toBe('Good evening');
    expect(greetingFor(sgt(0))).toBe('Good evening');
    expect(greetingFor(sgt(4, 59))).toBe('Good evening');
  });
});
