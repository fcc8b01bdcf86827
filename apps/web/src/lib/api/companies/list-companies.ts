import type { CompanySummary } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { answerOf, api } from '../client.ts';

export const companiesQueryKey = ['companies'] as const;

/** `GET /api/companies`: the companies the user belongs to, then the demo. */
export async function listCompanies(): Promise<CompanySummary[]> {
  const { items } = await answerOf(api.GET('/api/companies'), 'Could not load your companies');
  return items;
}

/** The signed-in user's companies (for the Start menu's switcher). */
export function useCompanies() {
  const { user } = useAuthContext();
  return useQuery({
    queryKey: [...companiesQueryKey, user?.uid],
    queryFn: listCompanies,
    enabled: user !== null,
  });
}
