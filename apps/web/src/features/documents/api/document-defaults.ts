import type { DocumentKind } from '@kira/core/document-lifecycle';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { earlyOr } from './early-answers.ts';

/**
 * `GET /api/documents/defaults?kind=`: what a new document of a kind starts with and how its
 * totals are made (GST registration, rounding, terms), readable by whoever may create it.
 */
export function getDocumentDefaults(kind: DocumentKind) {
  return answerOf(
    api.GET('/api/documents/defaults', { params: { query: { kind } } }),
    'Could not load the defaults of a new document',
  );
}

export function useDocumentDefaults(kind: DocumentKind | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['documents', customClaims?.tenantId, 'defaults', kind],
    queryFn: () => earlyOr(`defaults ${kind}`, () => getDocumentDefaults(kind ?? 'invoice')),
    enabled: kind !== undefined,
  });
}
