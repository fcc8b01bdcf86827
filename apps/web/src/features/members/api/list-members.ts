import type { MemberList } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export function membersKey(tenantId: string | undefined) {
  return ['members', tenantId] as const;
}

/** `GET /api/members`: the active company's members with their levels, and your abilities. */
export function listMembers(): Promise<MemberList> {
  return answerOf(api.GET('/api/members'), 'Could not load the members');
}

export function useMembers(options: { enabled?: boolean } = {}) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: membersKey(customClaims?.tenantId),
    queryFn: listMembers,
    enabled: options.enabled ?? true,
  });
}
