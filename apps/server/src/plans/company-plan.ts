import type { PlanId } from '@kira/core/claims';
import { DEFAULT_TENANT } from '@kira/core/constants';
import { effectivePlan, type LimitOverrides, limitsOf, type PlanLimits } from '@kira/core/plans';
import { companies } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';

/** A company's plan as it stands now: the plan in force, its limits, and whether they apply. */
export interface PlanInForce {
  plan: PlanId;
  /** The plan stored (chosen, or given at creation). */
  storedPlan: PlanId;
  trialEndsAt: Date | null;
  overrides: LimitOverrides;
  limits: PlanLimits;
  /** The demo showcase: never held back (it is read-only anyway). */
  exempt: boolean;
}

type PlanColumns = Pick<
  typeof companies.$inferSelect,
  'tenantId' | 'plan' | 'trialEndsAt' | 'limitOverrides'
>;

export function planInForce(row: PlanColumns, now: Date = new Date()): PlanInForce {
  const storedPlan = row.plan as PlanId;
  const plan = effectivePlan({ plan: storedPlan, trialEndsAt: row.trialEndsAt }, now);
  return {
    plan,
    storedPlan,
    trialEndsAt: row.trialEndsAt,
    overrides: row.limitOverrides,
    limits: limitsOf(plan, row.limitOverrides),
    exempt: row.tenantId === DEFAULT_TENANT,
  };
}

const planColumns = {
  tenantId: companies.tenantId,
  plan: companies.plan,
  trialEndsAt: companies.trialEndsAt,
  limitOverrides: companies.limitOverrides,
};

/** The company's plan, read without a lock (what a screen shows, a first check). */
export async function readPlan(s: TenantSession): Promise<PlanInForce> {
  const [row] = await s.tx.select(planColumns).from(companies).where(s.owns(companies.tenantId));
  if (!row) throw new Error(`No company ${s.ctx.tenantId}`);
  return planInForce(row);
}

/**
 * The company's plan with its row locked, so two uses of one limit in this company (on any
 * server process) are counted one after the other and can never both take the last unit.
 * `no key update` leaves the rows that refer to the company free to be written meanwhile.
 */
export async function lockPlan(t: TenantTransaction): Promise<PlanInForce> {
  const [row] = await t.tx
    .select(planColumns)
    .from(companies)
    .where(t.owns(companies.tenantId))
    .for('no key update');
  if (!row) throw new Error(`No company ${t.ctx.tenantId}`);
  return planInForce(row);
}
