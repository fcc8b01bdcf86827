import type { DocumentHistory } from '@kira/core/document-history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';

/** Under the document's own key, so refreshing the document refreshes its history too. */
export const documentHistoryKey = (tenantId: string | undefined, id: string) =>
  [...documentKeys.detail(tenantId, id), 'history'] as const;

/** `GET /api/documents/{id}/history`: a page of who did what to it, newest first. */
export function getDocumentHistory(id: string, cursor?: string): Promise<DocumentHistory> {
  return answerOf(
    api.GET('/api/documents/{id}/history', {
      params: { path: { id }, query: cursor ? { cursor } : {} },
    }),
    'Could not load the history',
  );
}

export function useDocumentHistory(id: string) {
  const { customClaims } = useAuthContext();
  return useInfiniteQuery({
    queryKey: documentHistoryKey(customClaims?.tenantId, id),
    queryFn: ({ pageParam }) => getDocumentHistory(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
