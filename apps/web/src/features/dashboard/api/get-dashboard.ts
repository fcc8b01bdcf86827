import type { Dashboard } from '@kira/core/dashboard';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** `GET /api/dashboard`: the widgets the member's levels allow, as of today in Singapore. */
export function getDashboard(): Promise<Dashboard> {
  return answerOf(api.GET('/api/dashboard'), 'Could not load the dashboard');
}

export function dashboardKey(tenantId: string | undefined) {
  return ['dashboard', tenantId] as const;
}

export function useDashboard() {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: dashboardKey(customClaims?.tenantId),
    queryFn: getDashboard,
  });
}
