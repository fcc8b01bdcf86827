import type { MemberList } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { membersKey } from './list-members.ts';

/** `DELETE /api/members/{userUid}`: answers with the remaining members. */
export function removeMember(userUid: string): Promise<MemberList> {
  return answerOf(
    api.DELETE('/api/members/{userUid}', { params: { path: { userUid } } }),
    'Could not remove the member',
  );
}

export function useRemoveMember() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (list) => queryClient.setQueryData(membersKey(customClaims?.tenantId), list),
  });
}
