import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/**
 * `GET /api/documents/letterhead`: the company's legal name, UEN, address, GST number and logo
 * as its documents print them, readable by whoever may read documents of any kind.
 */
export function getDocumentLetterhead() {
  return answerOf(api.GET('/api/documents/letterhead'), 'Could not load the letterhead');
}

export function useDocumentLetterhead() {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['documents', customClaims?.tenantId, 'letterhead'],
    queryFn: getDocumentLetterhead,
  });
}
