import { PLAN_IDS } from '@kira/core/claims';
import { describe, expect, it } from 'vitest';
import { planLabel } from './plan-label.ts';

describe('planLabel', () => {
  it('names every plan the server knows', () => {
    expect(PLAN_IDS.map(planLabel)).toEqual(['Free', 'Team', 'Business']);
  });

  it('shows an unknown or missing plan plainly', () => {
    expect(planLabel('enterprise')).toBe('enterprise');
    expect(planLabel(undefined)).toBe('unknown');
  });
});
