import type { DocumentSummary } from '@kira/core/documents';
import { isAboveZero } from '@kira/core/money-arithmetic';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { documentKeys } from './document-keys.ts';

/**
 * A contact's invoices that a receipt may settle: issued and not fully paid, the oldest due
 * first (the 200 most recent invoices are looked at, the API's largest page).
 */
export async function findOpenInvoices(contactId: string): Promise<DocumentSummary[]> {
  const page = await answerOf(
    api.GET('/api/documents', {
      params: {
        query: { kind: 'invoice', contactId, sort: '-issueDate', page: 1, pageSize: 200, q: '' },
      },
    }),
    'Could not load the contact’s invoices',
  );
  return page.items
    .filter((invoice) => invoice.status !== 'void' && invoice.status !== 'draft')
    .filter((invoice) => isAboveZero(invoice.balance))
    .sort((a, b) => (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate));
}

export function useOpenInvoices(contactId: string | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: [...documentKeys.lists(customClaims?.tenantId), 'open-invoices', contactId ?? ''],
    queryFn: () => findOpenInvoices(contactId ?? ''),
    enabled: contactId !== undefined,
  });
}
