import { can } from '@kira/core/permissions';
import { trialDaysLeft, trialEndsSoon } from '@kira/core/plans';
import type { Subscription } from '@kira/core/plans-api';
import type { RequestAccess } from '../access/load-access.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import type { PlanInForce } from './company-plan.ts';
import { readPlan } from './company-plan.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { countDocumentsThisMonth, countUsers, storageUsedBytes } from './plan-usage.ts';

/** The active company's plan, its trial, the limits in force and what of them is used. */
export async function getSubscription(
  access: RequestAccess,
  provider: PaymentProvider,
): Promise<Subscription> {
  const s = access.scope.statements;
  return describeSubscription(access, s, await readPlan(s), provider);
}

export async function describeSubscription(
  access: RequestAccess,
  s: TenantSession,
  plan: PlanInForce,
  provider: PaymentProvider,
): Promise<Subscription> {
  const now = new Date();
  const daysLeft = trialDaysLeft(plan.trialEndsAt, now);
  return {
    tenantId: access.tenantId,
    plan: plan.plan,
    trial:
      plan.trialEndsAt && daysLeft !== null
        ? {
            endsAt: plan.trialEndsAt.toISOString(),
            daysLeft,
            endsSoon: trialEndsSoon(plan.trialEndsAt, now),
          }
        : null,
    limits: plan.limits,
    overrides: plan.overrides,
    usage: {
      users: await countUsers(s),
      documentsThisMonth: await countDocumentsThisMonth(s, now),
      storageBytes: await storageUsedBytes(s),
    },
    provider: provider.name,
    exempt: plan.exempt,
    abilities: { manage: can(access, 'subscription.manage') },
  };
}
