import { useQuery } from '@tanstack/react-query';
import { type ApiSchemas, answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export function invitesKey(tenantId: string | undefined) {
  return ['invites', tenantId] as const;
}

/** `GET /api/invites`: the active company's invitations, newest first. */
export function listInvites(): Promise<ApiSchemas['InviteList']> {
  return answerOf(api.GET('/api/invites'), 'Could not load the invitations');
}

export function useInvites() {
  const { customClaims } = useAuthContext();
  return useQuery({ queryKey: invitesKey(customClaims?.tenantId), queryFn: listInvites });
}
