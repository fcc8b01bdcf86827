import { describe, expect, it } from 'vitest';
import { dashboardDates } from './dashboard-dates.ts';

describe('dashboardDates', () => {
  it('runs the chart over the twelve months up to this one, across the year end', () => {
    const dates = dashboardDates('2026-03-18');
    expect(dates.monthStart).toBe('2026-03-01');
    expect(dates.yearStart).toBe('2026-01-01');
    expect(dates.windowStart).toBe('2025-04-01');
    expect(dates.months).toHaveLength(12);
    expect(dates.months[0]).toBe('2025-04');
    expect(dates.months[11]).toBe('2026-03');
  });

  it('keeps the year within the window in December', () => {
    const dates = dashboardDates('2026-12-01');
    expect(dates.windowStart).toBe('2026-01-01');
    expect(dates.months.at(-1)).toBe('2026-12');
  });
});
