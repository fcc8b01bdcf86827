import type { DocumentSummary, DocumentSums } from '@kira/core/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import type { ListPage } from '../../../lib/listing/list-page.ts';
import { type DocumentListState, documentListApiQuery } from '../document-list-params.ts';
import { documentKeys } from './document-keys.ts';

/** `GET /api/documents`: one page of a kind's documents under the list's filters and sort. */
export function listDocuments(state: DocumentListState): Promise<ListPage<DocumentSummary>> {
  return answerOf(
    api.GET('/api/documents', { params: { query: documentListApiQuery(state) } }),
    'Could not load the documents',
  );
}

/** `GET /api/documents/summary`: how many match the filters, their total and what is owed. */
export function sumDocuments(state: DocumentListState): Promise<DocumentSums> {
  return answerOf(
    api.GET('/api/documents/summary', {
      params: { query: documentListApiQuery(state, { every: true }) },
    }),
    'Could not sum the documents',
  );
}

export function useDocuments(state: DocumentListState) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: documentKeys.list(customClaims?.tenantId, state),
    queryFn: () => listDocuments(state),
    // While the next page or search loads, the rows shown stay in place.
    placeholderData: keepPreviousData,
  });
}

export function useDocumentSums(state: DocumentListState) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: documentKeys.sums(customClaims?.tenantId, state),
    queryFn: () => sumDocuments(state),
    placeholderData: keepPreviousData,
  });
}
