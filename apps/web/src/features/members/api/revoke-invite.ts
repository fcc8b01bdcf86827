import type { Invite } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { invitesKey } from './list-invites.ts';

/** `POST /api/invites/{id}/revoke`: the link stops working at once. */
export function revokeInvite(id: string): Promise<Invite> {
  return answerOf(
    api.POST('/api/invites/{id}/revoke', { params: { path: { id } } }),
    'Could not revoke the invitation',
  );
}

export function useRevokeInvite() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: invitesKey(customClaims?.tenantId) }),
  });
}
