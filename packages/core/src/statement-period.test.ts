import { describe, expect, it } from 'vitest';
import { statementPeriod, statementPeriodQuerySchema } from './statement-period.ts';

describe('statement period', () => {
  it('defaults to three calendar months up to today', () => {
    expect(statementPeriod({}, '2026-11-28')).toEqual({ from: '2026-09-01', to: '2026-11-28' });
    expect(statementPeriod({}, '2026-02-10')).toEqual({ from: '2025-12-01', to: '2026-02-10' });
    expect(statementPeriod({ to: '2026-01-31' }, '2026-11-28')).toEqual({
      from: '2025-11-01',
      to: '2026-01-31',
    });
    expect(statementPeriod({ from: '2026-05-01' }, '2026-11-28').to).toBe('2026-11-28');
  });

  it('refuses dates that are not dates and a from after its to', () => {
    expect(statementPeriodQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(statementPeriodQuerySchema.safeParse({ to: 'soon' }).success).toBe(false);
    expect(
      statementPeriodQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      statementPeriodQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success,
    ).toBe(true);
  });
});
