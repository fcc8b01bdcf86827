import type { Contact } from '@kira/core/contacts';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { contactKeys } from './contact-keys.ts';

/** `GET /api/contacts/{id}`. */
export function getContact(id: string): Promise<Contact> {
  return answerOf(
    api.GET('/api/contacts/{id}', { params: { path: { id } } }),
    'Could not load the contact',
  );
}

export function useContact(id: string | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: contactKeys.detail(customClaims?.tenantId, id ?? ''),
    queryFn: () => getContact(id ?? ''),
    enabled: id !== undefined,
    // A 404 (another company's contact, or deleted) will not change by asking again.
    retry: false,
  });
}
