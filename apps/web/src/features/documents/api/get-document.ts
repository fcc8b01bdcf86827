import type { Document } from '@kira/core/documents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';
import { earlyOr } from './early-answers.ts';
import { documentHistoryKey } from './get-document-history.ts';

/** `GET /api/documents/{id}`. */
export function getDocument(id: string): Promise<Document> {
  return answerOf(
    api.GET('/api/documents/{id}', { params: { path: { id } } }),
    'Could not load the document',
  );
}

export function useDocument(id: string | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: documentKeys.detail(customClaims?.tenantId, id ?? ''),
    queryFn: () => earlyOr(`document ${id}`, () => getDocument(id ?? '')),
    enabled: id !== undefined,
    // A 404 (another company's document, or deleted) will not change by asking again.
    retry: false,
    // While one of its e-mails is on its way, the page follows it until it is delivered or not.
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => send.status === 'queued' || send.status === 'sending')
        ? MAIL_FOLLOW_MS
        : false,
  });
}

const MAIL_FOLLOW_MS = 2_000;

/**
 * Keeps a document the server just answered and refreshes what may show it: its history (what
 * was just done to it is a new entry), the lists and sums, and the documents of its chain (a
 * payment changes its invoice).
 */
export function useDocumentChanged() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return (document: Document) => {
    queryClient.setQueryData(documentKeys.detail(tenantId, document.id), document);
    void queryClient.invalidateQueries({ queryKey: documentHistoryKey(tenantId, document.id) });
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists(tenantId) });
    for (const link of document.chain)
      void queryClient.invalidateQueries({ queryKey: documentKeys.detail(tenantId, link.id) });
  };
}
