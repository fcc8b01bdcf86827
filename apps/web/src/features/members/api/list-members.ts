import type { MemberList } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api/request.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

export function membersKey(tenantId: string | undefined) {
  return ['members', tenantId] as const;
}

/** `GET /api/members`: the active company's members with their levels, and your abilities. */
export function listMembers(): Promise<MemberList> {
  return requestJson<MemberList>('GET', '/api/members', undefined, 'Could not load the members');
}

export function useMembers(options: { enabled?: boolean } = {}) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: membersKey(customClaims?.tenantId),
    queryFn: listMembers,
    enabled: options.enabled ?? true,
  });
}
