import type { PlanId } from '@kira/core/claims';
import { subscriptionChanges } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';

export interface PlanChange {
  plan: PlanId;
  previousPlan: PlanId;
  changedBy: string | null;
}

/**
 * Who takes payment for a plan. A provider that charges would start a checkout here and apply
 * the plan once paid; the change is recorded in the company's transaction either way.
 */
export interface PaymentProvider {
  /** Stored with each change (`none`: no provider is configured). */
  readonly name: string;
  /** Records the change in `t` and says whether the plan applies at once. */
  changePlan(
    t: TenantTransaction,
    change: PlanChange,
  ): Promise<{ id: string; appliesNow: boolean }>;
}

/** The only provider so far: no payment is taken; the choice is recorded and applies at once. */
export const recordOnlyProvider: PaymentProvider = {
  name: 'none',
  async changePlan(t, change) {
    const id = ids.next('subscription');
    await t.tx.insert(subscriptionChanges).values({
      tenantId: t.ctx.tenantId,
      id,
      plan: change.plan,
      previousPlan: change.previousPlan,
      provider: 'none',
      changedBy: change.changedBy,
    });
    return { id, appliesNow: true };
  },
};
