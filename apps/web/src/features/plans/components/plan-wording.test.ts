import { limitsOf } from '@kira/core/plans';
import type { Subscription } from '@kira/core/plans-api';
import { describe, expect, it } from 'vitest';
import { limitLines, priceText, usageLines } from './plan-wording.ts';

describe('the plans in words', () => {
  it("says a plan's limits and a company's use of them", () => {
    expect(limitLines(limitsOf('free'))).toEqual([
      'Up to 3 users',
      '50 documents a month',
      '100 MB of attachments',
    ]);
    const subscription: Subscription = {
      tenantId: 'O26KSAIb-3444',
      plan: 'free',
      trial: null,
      limits: limitsOf('free'),
      overrides: {},
      usage: { users: 2, documentsThisMonth: 12, storageBytes: 1024 * 1024 },
      provider: 'none',
      exempt: false,
      abilities: { manage: true },
    };
    expect(usageLines(subscription)).toEqual([
      '2 of 3 users',
      '12 of 50 documents this month',
      '1 MB of 100 MB of attachments',
    ]);
  });

  it('says an unlimited use plainly', () => {
    const business: Subscription = {
      tenantId: 'O26KSAIb-3444',
      plan: 'business',
      trial: { endsAt: '2026-12-28T00:00:00.000Z', daysLeft: 30, endsSoon: false },
      limits: limitsOf('business'),
      overrides: {},
      usage: { users: 1, documentsThisMonth: 0, storageBytes: 0 },
      provider: 'none',
      exempt: false,
      abilities: { manage: true },
    };
    expect(usageLines(business).slice(0, 2)).toEqual([
      '1 user, no limit',
      '0 documents this month, no limit',
    ]);
  });

  it('writes prices in Singapore dollars without needless cents', () => {
    expect(priceText('29.00')).toBe('S$29');
    expect(priceText('0.00')).toBe('S$0');
    expect(priceText('29.50')).toBe('S$29.50');
  });
});
