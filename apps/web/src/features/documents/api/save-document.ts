import type { CreateDocument, Document, DocumentPatch } from '@kira/core/documents';
import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useDocumentChanged } from './get-document.ts';

/** `POST /api/documents`: a new draft. */
export function createDocument(body: CreateDocument): Promise<Document> {
  return answerOf(api.POST('/api/documents', { body }), 'Could not save the document');
}

/** `PATCH /api/documents/{id}`: the draft's fields (its lines replaced as a whole). */
export function updateDocument({ id, patch }: { id: string; patch: DocumentPatch }) {
  return answerOf(
    api.PATCH('/api/documents/{id}', { params: { path: { id } }, body: patch }),
    'Could not save the document',
  );
}

/** `POST /api/documents/{id}/issue`: the draft gets its number. */
export function issueDocument(id: string): Promise<Document> {
  return answerOf(
    api.POST('/api/documents/{id}/issue', { params: { path: { id } } }),
    'Could not issue the document',
  );
}

/** `DELETE /api/documents/{id}`: a draft only. */
export async function deleteDocument(id: string): Promise<void> {
  await answerOf(
    api.DELETE('/api/documents/{id}', { params: { path: { id } } }),
    'Could not delete the draft',
  );
}

/** Saves the editor's draft: a new one, or the changes of one saved before. */
export function useSaveDraft() {
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: CreateDocument }) => {
      const { kind: _kind, allocations: _allocations, ...patch } = body;
      return id ? updateDocument({ id, patch }) : createDocument(body);
    },
    onSuccess: changed,
  });
}

/** Issues a saved draft: the number comes from the server's answer. */
export function useIssueDocument() {
  const changed = useDocumentChanged();
  return useMutation({ mutationFn: issueDocument, onSuccess: changed });
}

export function useDeleteDocument() {
  return useMutation({ mutationFn: deleteDocument });
}
