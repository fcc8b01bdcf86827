import type { ContactListItem } from '@kira/core/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** Contacts whose name, UEN, e-mail or phone holds `q` (the first 20, by name). */
export async function findContacts(q: string): Promise<ContactListItem[]> {
  const page = await answerOf(
    api.GET('/api/contacts', {
      params: { query: { q: q.trim(), archived: 'false', sort: 'name', page: 1, pageSize: 20 } },
    }),
    'Could not look the contacts up',
  );
  return page.items;
}

export function useFoundContacts(q: string) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['contacts', customClaims?.tenantId, 'list', 'picker', q.trim()],
    queryFn: () => findContacts(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
