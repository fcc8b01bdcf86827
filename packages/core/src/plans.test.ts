import { describe, expect, it } from 'vitest';
import {
  documentsLimitRefusal,
  effectivePlan,
  formatMegabytes,
  limitsOf,
  PLAN_LIST,
  PLANS,
  planLifting,
  storageLimitRefusal,
  trialDaysLeft,
  trialEndsSoon,
  usersLimitRefusal,
  withinLimit,
} from './plans.ts';
import { raiseLimitsSchema } from './plans-api.ts';

const now = new Date('2026-11-28T02:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('the plans', () => {
  it('grow from Free to Business, Business unlimited in users and documents', () => {
    expect(PLAN_LIST.map((p) => p.id)).toEqual(['free', 'team', 'business']);
    expect(PLANS.free.limits).toEqual({ users: 3, documentsPerMonth: 50, storageMb: 100 });
    expect(PLANS.business.limits.users).toBeNull();
    expect(PLANS.business.limits.documentsPerMonth).toBeNull();
    const storage = PLAN_LIST.map((p) => p.limits.storageMb);
    expect([...storage].sort((a, b) => a - b)).toEqual(storage);
  });

  it('say that API keys, webhooks and InvoiceNow come later', () => {
    const later = PLANS.business.features.filter((f) => f.availability === 'later');
    expect(later.map((f) => f.name).join(' ')).toMatch(/API keys.*webhooks/);
    expect(later.map((f) => f.name).join(' ')).toContain('InvoiceNow');
  });
});

describe('effectivePlan', () => {
  it('is Business while a trial runs, Free after its end, else the plan', () => {
    expect(effectivePlan({ plan: 'business', trialEndsAt: inDays(1) }, now)).toBe('business');
    expect(effectivePlan({ plan: 'business', trialEndsAt: inDays(-1) }, now)).toBe('free');
    expect(effectivePlan({ plan: 'business', trialEndsAt: now }, now)).toBe('free');
    expect(effectivePlan({ plan: 'team', trialEndsAt: null }, now)).toBe('team');
  });
});

describe('trial days', () => {
  it('counts a part day as one, and none once ended', () => {
    expect(trialDaysLeft(inDays(30), now)).toBe(30);
    expect(trialDaysLeft(inDays(2.1), now)).toBe(3);
    expect(trialDaysLeft(inDays(-0.1), now)).toBeNull();
    expect(trialDaysLeft(null, now)).toBeNull();
  });

  it('tells administrators from three days before the end', () => {
    expect(trialEndsSoon(inDays(3), now)).toBe(true);
    expect(trialEndsSoon(inDays(3.5), now)).toBe(false);
    expect(trialEndsSoon(inDays(-1), now)).toBe(false);
  });
});

describe('limitsOf', () => {
  it("takes a developer's override over the plan's limit", () => {
    expect(limitsOf('free', { users: 20 })).toEqual({
      users: 20,
      documentsPerMonth: 50,
      storageMb: 100,
    });
    expect(limitsOf('business')).toEqual(PLANS.business.limits);
  });

  it('counts against a limit, null being unlimited', () => {
    expect(withinLimit(3, 2)).toBe(true);
    expect(withinLimit(3, 3)).toBe(false);
    expect(withinLimit(null, 1_000_000)).toBe(true);
    expect(withinLimit(100, 99.5, 0.6)).toBe(false);
  });
});

describe('the refusals', () => {
  it('name the limit and the plan that lifts it', () => {
    const users = usersLimitRefusal('free', limitsOf('free'));
    expect(users.message).toBe(
      'Your Free plan allows 3 users, counting invitations not yet accepted, and all are taken. The Team plan allows 10 users.',
    );
    expect(users.details).toEqual({ limit: 'users', allowed: 3, plan: 'free', liftedBy: 'team' });
    const documents = documentsLimitRefusal('team', limitsOf('team'));
    expect(documents.message).toContain('Your Team plan allows 500 documents issued a month');
    expect(documents.message).toContain(
      'The Business plan allows unlimited documents issued a month.',
    );
  });

  it('skip a plan that would not lift a raised limit', () => {
    expect(planLifting('users', 'free', limitsOf('free', { users: 12 }))?.id).toBe('business');
    expect(planLifting('storageMb', 'team', limitsOf('team', { storageMb: 1 }))?.id).toBe(
      'business',
    );
    expect(planLifting('storageMb', 'business', limitsOf('business'))).toBeNull();
    const storage = storageLimitRefusal('business', limitsOf('business'), {
      usedBytes: 10_240 * 1024 * 1024,
      addingBytes: 300 * 1024,
    });
    expect(storage.message).toContain('Your Business plan allows 10 GB of attachments');
    expect(storage.message).toContain('a file of 0.3 MB does not fit');
    expect(storage.details.liftedBy).toBeNull();
  });

  it('format sizes as people read them', () => {
    expect(formatMegabytes(2048)).toBe('2 GB');
    expect(formatMegabytes(100)).toBe('100 MB');
    expect(formatMegabytes(1.25)).toBe('1.3 MB');
  });
});

describe('raiseLimitsSchema', () => {
  it('takes whole numbers or null, and refuses an empty or unknown body', () => {
    expect(raiseLimitsSchema.safeParse({ users: 10, storageMb: null }).success).toBe(true);
    expect(raiseLimitsSchema.safeParse({}).success).toBe(false);
    expect(raiseLimitsSchema.safeParse({ users: 0 }).success).toBe(false);
    expect(raiseLimitsSchema.safeParse({ users: 1.5 }).success).toBe(false);
    expect(raiseLimitsSchema.safeParse({ seats: 4 }).success).toBe(false);
  });
});
