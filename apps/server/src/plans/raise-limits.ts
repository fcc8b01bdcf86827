import type { LimitOverrides } from '@kira/core/plans';
import type { CompanyLimits, RaiseLimits } from '@kira/core/plans-api';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { planInForce } from './company-plan.ts';
import { decideDeveloper } from './developer-policy.ts';

/**
 * A developer raises a company's limits above its plan's: each named limit is set, and a null
 * removes that override (the plan's limit applies again). Recorded in that company's audit log.
 */
export async function raiseLimits(
  db: Database,
  access: RequestAccess,
  tenantId: string,
  request: RaiseLimits,
): Promise<CompanyLimits> {
  enforce(decideDeveloper(access));
  return tenantScope(db, { tenantId, userId: access.userId }).transaction(async (t) => {
    const [row] = await t.tx
      .select()
      .from(companies)
      .where(t.owns(companies.tenantId))
      .for('no key update');
    if (!row) throw new AppError('NOT_FOUND', `No company ${tenantId}`);
    const overrides: LimitOverrides = { ...row.limitOverrides };
    for (const [limit, value] of Object.entries(request) as [
      keyof LimitOverrides,
      number | null,
    ][]) {
      if (value === null) delete overrides[limit];
      else overrides[limit] = value;
    }
    const [updated] = await t.tx
      .update(companies)
      .set({ limitOverrides: overrides, updatedAt: new Date() })
      .where(t.owns(companies.tenantId))
      .returning();
    if (!updated) throw new Error('The company was not updated');
    await recordAudit(t, {
      entity: 'company-limits',
      entityId: tenantId,
      action: 'raise',
      before: { ...row.limitOverrides },
      after: { ...overrides },
    });
    const plan = planInForce(updated);
    return { tenantId, plan: plan.plan, limits: plan.limits, overrides: plan.overrides };
  });
}
