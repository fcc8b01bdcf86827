import type { Contact } from '@kira/core/contacts';
import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useContactSaved } from './save-contact.ts';

/** `POST /api/contacts/{id}/archive` or `/restore`. */
export function setContactArchived({
  id,
  archived,
}: {
  id: string;
  archived: boolean;
}): Promise<Contact> {
  const params = { path: { id } };
  return archived
    ? answerOf(api.POST('/api/contacts/{id}/archive', { params }), 'Could not archive the contact')
    : answerOf(api.POST('/api/contacts/{id}/restore', { params }), 'Could not restore the contact');
}

export function useSetContactArchived() {
  const saved = useContactSaved();
  return useMutation({ mutationFn: setContactArchived, onSuccess: saved });
}
