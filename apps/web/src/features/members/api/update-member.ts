import type { MemberList, UpdateMember } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { membersKey } from './list-members.ts';

export interface UpdateMemberInput {
  userUid: string;
  change: UpdateMember;
}

/** `PATCH /api/members/{userUid}`: levels (all six) and/or title; answers with the list. */
export function updateMember({ userUid, change }: UpdateMemberInput): Promise<MemberList> {
  return answerOf(
    api.PATCH('/api/members/{userUid}', { params: { path: { userUid } }, body: change }),
    'Could not save the member',
  );
}

export function useUpdateMember() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (list) => queryClient.setQueryData(membersKey(customClaims?.tenantId), list),
  });
}
