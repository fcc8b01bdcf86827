import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/**
 * `GET /api/documents/letterhead?document=`: the legal name, UEN, address, GST number and logo
 * a document prints (an issued one's as its company stood at issue), readable by whoever may
 * read the document.
 */
export function getDocumentLetterhead(documentId: string) {
  return answerOf(
    api.GET('/api/documents/letterhead', { params: { query: { document: documentId } } }),
    'Could not load the letterhead',
  );
}

export function useDocumentLetterhead(documentId: string) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['documents', customClaims?.tenantId, 'letterhead', documentId],
    queryFn: () => getDocumentLetterhead(documentId),
  });
}
