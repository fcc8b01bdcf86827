import type { SearchResults } from '@kira/core/search';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** `GET /api/search?q=`: the active company's documents, contacts and products matching `q`. */
export function searchCompany(q: string): Promise<SearchResults> {
  return answerOf(api.GET('/api/search', { params: { query: { q } } }), 'Could not search');
}

/** The results for `q` in the active company; nothing is asked for an empty query. */
export function useSearchResults(q: string) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['search', customClaims?.tenantId, q] as const,
    queryFn: () => searchCompany(q),
    enabled: q !== '',
    // A query too short stays too short: asking again would not help.
    retry: false,
  });
}
