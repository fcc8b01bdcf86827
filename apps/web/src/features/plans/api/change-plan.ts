import type { PlanId } from '@kira/core/claims';
import type { Subscription } from '@kira/core/plans-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { subscriptionKey } from './get-subscription.ts';

/** `PUT /api/subscription`: puts the company on `plan` at once (`free` cancels). */
export function changePlan(plan: PlanId): Promise<Subscription> {
  return answerOf(api.PUT('/api/subscription', { body: { plan } }), 'Could not change the plan');
}

/** Changes the plan, then reads the claims again: their `subscription` follows the plan. */
export function useChangePlan() {
  const { customClaims, refresh } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionKey(customClaims?.tenantId), subscription);
      await refresh();
    },
  });
}
