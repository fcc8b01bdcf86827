import type { DocumentKind } from '@kira/core/document-lifecycle';

/**
 * The lists behind the dashboard's figures, filtered as each figure counts (docs/dashboard.md).
 * The documents list reads these parameters (`status` may name several, comma-separated).
 */
function listPath(kind: DocumentKind, filters: Record<string, string>): string {
  return `/documents?${new URLSearchParams({ kind, ...filters }).toString()}`;
}

const OPEN_INVOICES = 'issued,partially_paid';
const ISSUED_INVOICES = 'issued,partially_paid,paid';

export const dashboardLinks = {
  receivables: () => listPath('invoice', { status: OPEN_INVOICES }),
  overdue: () => listPath('invoice', { status: OPEN_INVOICES, late: 'late' }),
  /** The invoices issued between two dates (revenue and GST count them, less credit notes). */
  invoicesIssued: (from: string, to: string) =>
    listPath('invoice', { status: ISSUED_INVOICES, from, to }),
  receipts: (from: string, to: string) => listPath('receipt', { status: 'issued', from, to }),
  expenses: (from: string, to: string, category?: string | null) =>
    listPath('expense', { status: 'issued', ...(category ? { category } : {}), from, to }),
  quotationsAwaiting: () => listPath('quotation', { status: 'issued' }),
  customerInvoices: (contactId: string, from: string, to: string) =>
    listPath('invoice', { status: ISSUED_INVOICES, contactId, from, to }),
  newInvoice: () => '/document/?kind=invoice',
  document: (id: string) => `/document/${id}`,
};
