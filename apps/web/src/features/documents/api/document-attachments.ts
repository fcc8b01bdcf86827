import type { Document } from '@kira/core/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api, rawBody } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';

type Attachment = Document['attachments'][number];

/** Where the browser opens an attached file (`GET`, shown inline). */
export function attachmentUrl(documentId: string, attachmentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** `POST /api/documents/{id}/attachments`: the file itself as the body, its name in a header. */
export function uploadAttachment({
  documentId,
  file,
}: {
  documentId: string;
  file: File;
}): Promise<Attachment> {
  const raw = rawBody(file);
  return answerOf(
    api.POST('/api/documents/{id}/attachments', {
      params: { path: { id: documentId } },
      body: file as never,
      bodySerializer: raw.bodySerializer,
      headers: { ...raw.headers, 'x-file-name': encodeURIComponent(file.name) },
    }),
    'Could not attach the file',
  );
}

/** `DELETE /api/documents/{id}/attachments/{attachmentId}`. */
export async function deleteAttachment({
  documentId,
  attachmentId,
}: {
  documentId: string;
  attachmentId: string;
}): Promise<void> {
  await answerOf(
    api.DELETE('/api/documents/{id}/attachments/{attachmentId}', {
      params: { path: { id: documentId, attachmentId } },
    }),
    'Could not delete the file',
  );
}

/** The document (its attachments and its history) is asked again once a file came or went. */
function useAttachmentsChanged() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return (documentId: string) =>
    void queryClient.invalidateQueries({
      queryKey: documentKeys.detail(customClaims?.tenantId, documentId),
    });
}

export function useUploadAttachment() {
  const changed = useAttachmentsChanged();
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: (_attachment, { documentId }) => changed(documentId),
  });
}

export function useDeleteAttachment() {
  const changed = useAttachmentsChanged();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: (_nothing, { documentId }) => changed(documentId),
  });
}
