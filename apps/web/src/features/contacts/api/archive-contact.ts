import type { Contact } from '@kira/core/contacts';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api/request.ts';
import { useContactSaved } from './save-contact.ts';

/** `POST /api/contacts/{id}/archive` or `/restore`. */
export function setContactArchived({
  id,
  archived,
}: {
  id: string;
  archived: boolean;
}): Promise<Contact> {
  return requestJson<Contact>(
    'POST',
    `/api/contacts/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
    {},
    archived ? 'Could not archive the contact' : 'Could not restore the contact',
  );
}

export function useSetContactArchived() {
  const saved = useContactSaved();
  return useMutation({ mutationFn: setContactArchived, onSuccess: saved });
}
