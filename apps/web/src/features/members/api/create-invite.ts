import type { CreateInvite, Invite } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { invitesKey } from './list-invites.ts';

/** `POST /api/invites`: mails an invitation link; replaces a pending one to the same address. */
export function createInvite(body: CreateInvite): Promise<Invite> {
  return answerOf(api.POST('/api/invites', { body }), 'Could not send the invitation');
}

export function useCreateInvite() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: invitesKey(customClaims?.tenantId) }),
  });
}
