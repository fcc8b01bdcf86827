import type { AgedReceivables } from '@kira/core/aged-receivables';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** `GET /api/reports/aged-receivables?at=` ('' for today). */
export function useAgedReceivables(at: string) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['reports', customClaims?.tenantId, 'aged-receivables', at],
    queryFn: (): Promise<AgedReceivables> =>
      answerOf(
        api.GET('/api/reports/aged-receivables', { params: { query: at ? { at } : {} } }),
        'Could not load the aged receivables',
      ),
  });
}
