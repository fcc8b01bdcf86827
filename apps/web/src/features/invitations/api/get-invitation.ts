import type { Invitation } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { answerOf, api } from '../../../lib/api/client.ts';

export function invitationKey(token: string) {
  return ['invitation', token] as const;
}

/** `GET /api/invitations/{token}`: what the link offers (no session needed); 404 unknown link. */
export function getInvitation(token: string): Promise<Invitation> {
  return answerOf(
    api.GET('/api/invitations/{token}', { params: { path: { token } } }),
    'Could not read this invitation',
  );
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: () => getInvitation(token),
    // An unknown or malformed link stays unknown: asking again would not help.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}
