import type { ContactListItem } from '@kira/core/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api, apiLink } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import type { ListPage } from '../../../lib/listing/list-page.ts';
import { type ContactListState, contactListApiQuery } from '../contact-list-params.ts';
import { contactKeys } from './contact-keys.ts';

/** `GET /api/contacts`: one page of the contact book under its filters and sort. */
export function listContacts(state: ContactListState): Promise<ListPage<ContactListItem>> {
  return answerOf(
    api.GET('/api/contacts', { params: { query: contactListApiQuery(state) } }),
    'Could not load the contacts',
  );
}

/** The address of the CSV export of the list as filtered and sorted now (every page). */
export function contactsExportUrl(state: ContactListState): string {
  return apiLink('/api/contacts/export.csv', contactListApiQuery(state, { export: true }));
}

export function useContacts(state: ContactListState) {
  const { customClaims } = useAuthContext();
  const tenantId = customClaims?.tenantId;
  return useQuery({
    queryKey: contactKeys.list(tenantId, state),
    queryFn: () => listContacts(state),
    // While the next page or search loads, the rows shown stay in place.
    placeholderData: keepPreviousData,
  });
}
