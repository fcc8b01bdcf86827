import type { Subscription } from '@kira/core/plans-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export function subscriptionKey(tenantId: string | undefined) {
  return ['subscription', tenantId] as const;
}

/** `GET /api/subscription`: the active company's plan, trial, limits and their use. */
export function getSubscription(): Promise<Subscription> {
  return answerOf(api.GET('/api/subscription'), 'Could not load your plan');
}

/** The active company's subscription, asked only while someone is signed in. */
export function useSubscription(options: { enabled?: boolean } = {}) {
  const { user, customClaims } = useAuthContext();
  return useQuery({
    queryKey: subscriptionKey(customClaims?.tenantId),
    queryFn: getSubscription,
    enabled: Boolean(user && customClaims?.tenantId) && (options.enabled ?? true),
  });
}
