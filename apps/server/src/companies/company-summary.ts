import type { PlanId } from '@kira/core/claims';
import type { CompanySummary } from '@kira/core/companies-api';
import { effectivePlan } from '@kira/core/plans';
import type { companies } from '../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;

export function toCompanySummary(
  company: CompanyRow,
  { title, activeTenantId }: { title: string; activeTenantId: string },
): CompanySummary {
  return {
    tenantId: company.tenantId,
    name: company.name,
    title,
    isActive: company.tenantId === activeTenantId,
    isReadOnly: company.isReadOnly,
    isPlatform: company.isPlatform,
    plan: effectivePlan(
      { plan: company.plan as PlanId, trialEndsAt: company.trialEndsAt },
      new Date(),
    ),
  };
}
