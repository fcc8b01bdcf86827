import type { PlanView } from '@kira/core/plans-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';

/** `GET /api/plans`: the plans side by side (public: signed-out visitors see them too). */
export async function listPlans(): Promise<PlanView[]> {
  return (await answerOf(api.GET('/api/plans'), 'Could not load the plans')).items;
}

export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: listPlans, staleTime: Infinity });
}
