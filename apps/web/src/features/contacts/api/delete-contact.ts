import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { contactKeys } from './contact-keys.ts';

/** `DELETE /api/contacts/{id}`: refused (409) once a document refers to the contact. */
export async function deleteContact(id: string): Promise<void> {
  await answerOf(
    api.DELETE('/api/contacts/{id}', { params: { path: { id } } }),
    'Could not delete the contact',
  );
}

export function useDeleteContact() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_nothing, id) => {
      // The contact's own query is dropped, not refetched: it would only answer 404 now.
      queryClient.removeQueries({ queryKey: contactKeys.detail(tenantId, id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists(tenantId) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.tags(tenantId) });
    },
  });
}
