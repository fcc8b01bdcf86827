import type { Contact, ContactPatch, CreateContact } from '@kira/core/contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { contactKeys } from './contact-keys.ts';

/** `POST /api/contacts`: a new contact. */
export function createContact(body: CreateContact): Promise<Contact> {
  return answerOf(api.POST('/api/contacts', { body }), 'Could not save the contact');
}

/** `PATCH /api/contacts/{id}`: the changed fields. */
export function updateContact({
  id,
  patch,
}: {
  id: string;
  patch: ContactPatch;
}): Promise<Contact> {
  return answerOf(
    api.PATCH('/api/contacts/{id}', { params: { path: { id } }, body: patch }),
    'Could not save the contact',
  );
}

/** Stores a saved contact and refreshes the lists and tags that may show it. */
export function useContactSaved() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return (contact: Contact) => {
    void queryClient.invalidateQueries({ queryKey: contactKeys.lists(tenantId) });
    void queryClient.invalidateQueries({ queryKey: contactKeys.tags(tenantId) });
    queryClient.setQueryData(contactKeys.detail(tenantId, contact.id), contact);
  };
}

export function useCreateContact() {
  const saved = useContactSaved();
  return useMutation({ mutationFn: createContact, onSuccess: saved });
}

export function useUpdateContact() {
  const saved = useContactSaved();
  return useMutation({ mutationFn: updateContact, onSuccess: saved });
}
