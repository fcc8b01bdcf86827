import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/**
 * The payment terms of a document's contact (null: the company's apply), which the server
 * uses first when it fills an invoice's due date at issue.
 */
export function useContactTerms(contactId: string | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['contacts', customClaims?.tenantId, 'detail', contactId ?? '', 'terms'],
    queryFn: async () => {
      const contact = await answerOf(
        api.GET('/api/contacts/{id}', { params: { path: { id: contactId ?? '' } } }),
        'Could not load the contact',
      );
      return contact.paymentTermsDays;
    },
    enabled: contactId !== undefined,
    retry: false,
    staleTime: 30_000,
  });
}
