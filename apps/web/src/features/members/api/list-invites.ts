import type { Invite } from '@kira/core/companies-api';
import type { Abilities } from '@kira/core/permissions';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api/request.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export interface InviteList {
  items: Invite[];
  abilities: Abilities;
}

export function invitesKey(tenantId: string | undefined) {
  return ['invites', tenantId] as const;
}

/** `GET /api/invites`: the active company's invitations, newest first. */
export function listInvites(): Promise<InviteList> {
  return requestJson<InviteList>(
    'GET',
    '/api/invites',
    undefined,
    'Could not load the invitations',
  );
}

export function useInvites() {
  const { customClaims } = useAuthContext();
  return useQuery({ queryKey: invitesKey(customClaims?.tenantId), queryFn: listInvites });
}
