import {
  DOCUMENT_STATUS_LABELS,
  type DocumentKind,
  kindLabel,
  kindNoun,
} from './document-lifecycle.ts';
import { type DocumentRecord, documentListQuerySchema } from './documents.ts';
import type { z } from './zod.ts';

/** `GET /api/documents/export.csv`: the list's filters and order, every match (no pages). */
export const documentExportQuerySchema = documentListQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type DocumentExportQuery = z.infer<typeof documentExportQuerySchema>;

/** The columns of a documents CSV, named as a person would, in this order. */
export const DOCUMENT_CSV_COLUMNS = [
  'Number',
  'Kind',
  'Status',
  'Contact',
  'Issue date',
  'Due date',
  'Currency',
  'Subtotal',
  'Discount',
  'Net',
  'GST',
  'Total',
  'Paid',
  'Credited',
  'Balance',
  'Reference',
] as const;
export type DocumentCsvColumn = (typeof DOCUMENT_CSV_COLUMNS)[number];

export type DocumentForCsv = Pick<
  DocumentRecord,
  | 'paid'
  | 'credited'
  | 'number'
  | 'kind'
  | 'status'
  | 'contactName'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'grossSubtotal'
  | 'discount'
  | 'taxable'
  | 'tax'
  | 'total'
  | 'balance'
  | 'reference'
>;

/**
 * A document as a row of the CSV: amounts as the API gives them, exact decimal strings, and as
 * the document shows them: Subtotal before any discount, every discount, the net (what GST is
 * charged on), GST and the total; what payments settled apart from what credit notes did.
 */
export function documentToCsv(document: DocumentForCsv): Record<DocumentCsvColumn, string> {
  return {
    Number: document.number ?? '',
    Kind: kindLabel(document.kind),
    Status: DOCUMENT_STATUS_LABELS[document.status],
    Contact: document.contactName,
    'Issue date': document.issueDate,
    'Due date': document.dueDate ?? '',
    Currency: document.currency,
    Subtotal: document.grossSubtotal,
    Discount: document.discount,
    Net: document.taxable,
    GST: document.tax,
    Total: document.total,
    Paid: document.paid,
    Credited: document.credited,
    Balance: document.balance,
    Reference: document.reference,
  };
}

/** `invoices-2026-11-25.csv`, `delivery-orders-2026-11-25.csv`. */
export function documentsCsvFileName(kind: DocumentKind, date: string): string {
  return `${kindNoun(kind).replaceAll(' ', '-')}s-${date}.csv`;
}
