import { describe, expect, it } from 'vitest';
import { formatSingaporeDate, formatSingaporeDateTime } from './singapore-date.ts';

describe('dates on the Singapore clock', () => {
  it('shows the Singapore day, which may be the next UTC day', () => {
    expect(formatSingaporeDate('2026-11-21T17:30:00.000Z')).toBe('22 Nov 2026');
    expect(formatSingaporeDateTime('2026-11-21T17:30:00.000Z')).toBe('22 Nov 2026, 01:30');
  });

  it('shows unreadable input as it came', () => {
    expect(formatSingaporeDate('not a date')).toBe('not a date');
    expect(formatSingaporeDateTime('')).toBe('');
  });
});
