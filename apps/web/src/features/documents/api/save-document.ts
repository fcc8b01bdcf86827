import type { CreateDocument, Document, DocumentPatch } from '@kira/core/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';
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
      // Only a receipt has allocations to replace; other kinds refuse the field.
      const { kind, allocations, ...fields } = body;
      const patch = kind === 'receipt' ? { ...fields, allocations } : fields;
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

/** Deletes a draft; the lists forget it. */
export function useDeleteDocument() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(tenantId, id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists(tenantId) });
    },
  });
}
