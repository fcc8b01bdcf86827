import type { PlanId } from '@kira/core/claims';

const PLAN_LABELS: Record<PlanId, string> = { free: 'Free', team: 'Team', business: 'Business' };

/** The plan's name as screens show it ("Free"); an unknown id as it is. */
export function planLabel(plan: string | undefined): string {
  if (!plan) return 'unknown';
  return PLAN_LABELS[plan as PlanId] ?? plan;
}
