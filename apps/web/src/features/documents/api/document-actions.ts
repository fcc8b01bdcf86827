import type { DocumentKind, TransitionName } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { useMutation } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useDocumentChanged } from './get-document.ts';

/** `POST /api/documents/{id}/{transition}`: accept, decline, complete, deliver or receive. */
export function transitionDocument({
  id,
  transition,
}: {
  id: string;
  transition: TransitionName;
}): Promise<Document> {
  return answerOf(
    api.POST('/api/documents/{id}/{transition}', { params: { path: { id, transition } } }),
    'Could not change the document',
  );
}

/** `POST /api/documents/{id}/void`: the document keeps its number, marked void with the reason. */
export function voidDocument({ id, reason }: { id: string; reason: string }): Promise<Document> {
  return answerOf(
    api.POST('/api/documents/{id}/void', { params: { path: { id } }, body: { reason } }),
    'Could not void the document',
  );
}

/** `POST /api/documents/{id}/convert`: a new draft of another kind (a credit note: `credit`). */
export function convertDocument({
  id,
  kind,
}: {
  id: string;
  kind: DocumentKind;
}): Promise<Document> {
  return answerOf(
    api.POST('/api/documents/{id}/convert', { params: { path: { id } }, body: { kind } }),
    'Could not convert the document',
  );
}

/** `POST /api/documents/{id}/duplicate`: a new draft of the same kind, dated today. */
export function duplicateDocument(id: string): Promise<Document> {
  return answerOf(
    api.POST('/api/documents/{id}/duplicate', { params: { path: { id } } }),
    'Could not duplicate the document',
  );
}

export function useTransitionDocument() {
  const changed = useDocumentChanged();
  return useMutation({ mutationFn: transitionDocument, onSuccess: changed });
}

export function useVoidDocument() {
  const changed = useDocumentChanged();
  return useMutation({ mutationFn: voidDocument, onSuccess: changed });
}

/** A conversion's draft (or a credit note's) is kept; its chain refreshes the source. */
export function useConvertDocument() {
  const changed = useDocumentChanged();
  return useMutation({ mutationFn: convertDocument, onSuccess: changed });
}

export function useDuplicateDocument() {
  const changed = useDocumentChanged();
  return useMutation({ mutationFn: duplicateDocument, onSuccess: changed });
}
