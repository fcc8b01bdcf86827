import type { DocumentSummary } from '@kira/core/documents';
import { isAboveZero } from '@kira/core/money-arithmetic';
import { useQuery } from '@tanstack/react-query';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { answerOf, api } from '../client.ts';

/**
 * A contact's invoices that money can go to: issued and not fully paid, oldest due first (the
 * 200 most recent invoices are looked at, the API's largest page).
 */
export function useContactOpenInvoices(contactId: string, enabled = true) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: ['contact-open-invoices', customClaims?.tenantId, contactId],
    queryFn: async (): Promise<DocumentSummary[]> => {
      const page = await answerOf(
        api.GET('/api/documents', {
          params: {
            query: {
              kind: 'invoice',
              contactId,
              status: 'issued,partially_paid',
              sort: '-issueDate',
              page: 1,
              pageSize: 200,
              q: '',
            },
          },
        }),
        'Could not load the contact’s invoices',
      );
      return page.items
        .filter((invoice) => isAboveZero(invoice.balance))
        .sort((a, b) => (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate));
    },
    enabled,
  });
}
