import type { AuditPage } from '@kira/core/companies-api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { type AuditFilters, auditApiQuery } from '../audit-query.ts';

/** `GET /api/audit`: one page of the company's trail, newest first. */
export function listAudit(filters: AuditFilters, cursor?: string): Promise<AuditPage> {
  return answerOf(
    api.GET('/api/audit', { params: { query: auditApiQuery(filters, cursor) } }),
    'Could not load the audit log',
  );
}

/** The trail page by page ("Load more" follows `nextCursor`). */
export function useAuditLog(filters: AuditFilters) {
  const { customClaims } = useAuthContext();
  return useInfiniteQuery({
    queryKey: ['audit', customClaims?.tenantId, filters],
    queryFn: ({ pageParam }) => listAudit(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Every visit shows the latest changes, including ones just made on other screens.
    staleTime: 0,
    // While other filters load, the old rows (and the filters' options) stay in place.
    placeholderData: keepPreviousData,
  });
}
