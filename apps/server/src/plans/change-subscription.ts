import type { PlanId } from '@kira/core/claims';
import type { Subscription } from '@kira/core/plans-api';
import { decideByAccess } from '@kira/core/policies/policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companies } from '../db/schema/index.ts';
import { lockPlan } from './company-plan.ts';
import { describeSubscription } from './get-subscription.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * An administrator puts the company on a plan (`free` cancels): the provider records it, and
 * with no provider configured it applies at once and ends a trial. Whatever is already used
 * stays, even beyond the new plan's limits: only new use beyond them is refused.
 */
export async function changeSubscription(
  access: RequestAccess,
  plan: PlanId,
  provider: PaymentProvider,
): Promise<Subscription> {
  enforce(decideByAccess(access, 'subscription.manage'));
  return access.scope.transaction(async (t) => {
    const before = await lockPlan(t);
    const change = await provider.changePlan(t, {
      plan,
      previousPlan: before.plan,
      changedBy: access.userId,
    });
    if (change.appliesNow) {
      await t.tx
        .update(companies)
        .set({ plan, trialEndsAt: null, updatedAt: new Date() })
        .where(t.owns(companies.tenantId));
    }
    await recordAudit(t, {
      entity: 'subscription',
      entityId: change.id,
      action: plan === 'free' ? 'cancel' : 'choose',
      before: { plan: before.plan, trialEndsAt: before.trialEndsAt?.toISOString() ?? null },
      after: { plan, trialEndsAt: null, provider: provider.name },
    });
    return describeSubscription(access, t, await lockPlan(t), provider);
  });
}
