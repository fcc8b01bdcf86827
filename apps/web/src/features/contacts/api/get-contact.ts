import type { Contact } from '@kira/core/contacts';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api/request.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { contactKeys } from './contact-keys.ts';

/** `GET /api/contacts/{id}`. */
export function getContact(id: string): Promise<Contact> {
  return requestJson<Contact>(
    'GET',
    `/api/contacts/${encodeURIComponent(id)}`,
    undefined,
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
