import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** Active products and services whose code or name holds `q` (the first 20, by code). */
export async function findProducts(q: string) {
  const page = await answerOf(
    api.GET('/api/products', {
      params: { query: { q: q.trim(), active: 'true', sort: 'code', page: 1, pageSize: 20 } },
    }),
    'Could not look the products up',
  );
  return page.items;
}

export function useFoundProducts(q: string, enabled: boolean) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['products', customClaims?.tenantId, 'list', 'picker', q.trim()],
    queryFn: () => findProducts(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
