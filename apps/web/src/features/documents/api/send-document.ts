import type { DocumentSend, ProposedMail, SendDocument } from '@kira/core/document-mail';
import type { Document } from '@kira/core/documents';
import { useMutation, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';
import { useDocumentChanged } from './get-document.ts';

/** `GET /api/documents/{id}/send`: the contact's addresses and the company's words. */
export function useProposedMail(id: string, enabled: boolean) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: [...documentKeys.detail(customClaims?.tenantId, id), 'proposed-mail'],
    queryFn: (): Promise<ProposedMail> =>
      answerOf(
        api.GET('/api/documents/{id}/send', { params: { path: { id } } }),
        'Could not prepare the e-mail',
      ),
    enabled,
    staleTime: 0,
  });
}

/** `POST /api/documents/{id}/send`: the mail waits in the outbox; the send is on the document. */
export function useSendDocument() {
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: SendDocument;
    }): Promise<{ document: Document; send: DocumentSend }> =>
      answerOf(
        api.POST('/api/documents/{id}/send', { params: { path: { id } }, body }),
        'Could not send the document',
      ),
    onSuccess: ({ document }) => changed(document),
  });
}

/** `POST /api/documents/{id}/sends/{sendId}/retry`: a mail given up goes out again. */
export function useRetrySend() {
  const changed = useDocumentChanged();
  return useMutation({
    mutationFn: ({ id, sendId }: { id: string; sendId: string }): Promise<Document> =>
      answerOf(
        api.POST('/api/documents/{id}/sends/{sendId}/retry', {
          params: { path: { id, sendId } },
        }),
        'Could not send the e-mail again',
      ),
    onSuccess: changed,
  });
}
