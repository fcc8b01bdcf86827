import type { Member } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** What the "who" filter shows of a member. */
export type AuditMember = Pick<Member, 'userUid' | 'name'>;

/** `GET /api/members`, as the audit log's "who" filter needs it: each member's id and name. */
export async function listAuditMembers(): Promise<AuditMember[]> {
  const { items } = await answerOf(api.GET('/api/members'), 'Could not load the members');
  return items.map(({ userUid, name }) => ({ userUid, name }));
}

export function useAuditMembers(enabled: boolean) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['audit', customClaims?.tenantId, 'members'],
    queryFn: listAuditMembers,
    enabled,
  });
}
