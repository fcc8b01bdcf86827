import type { DocumentSend } from '@kira/core/document-mail';
import { sql } from 'drizzle-orm';
import type { documentAttachments, paymentAllocations } from '../../db/schema/index.ts';
import { type documentLines, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/**
 * A row of a list page: what the list shows of the document's own columns (and the contact's
 * name from its snapshot) as JSON text written by the database, amounts as strings so they
 * stay exact; and beside it, as plain columns, what the server decides the rest from.
 */
export interface ListedRow
  extends Pick<DocumentRow, 'kind' | 'status' | 'dueDate' | 'validUntil' | 'payable' | 'settled'> {
  /** A JSON object of the summary's own columns (no `overdue`, `expired`, `balance`). */
  summary: string;
}

export const listedColumns = {
  summary: sql<string>`json_build_object(
  'id', ${documents.id}, 'kind', ${documents.kind}, 'number', ${documents.number},
  'status', ${documents.status},
  'contactId', ${documents.contactId},
  'contactName', coalesce(${documents.contactSnapshot}->>'name', ''),
  'issueDate', ${documents.issueDate}, 'dueDate', ${documents.dueDate},
  'currency', ${documents.currency}, 'reference', ${documents.reference},
  'subtotal', ${documents.subtotal}::text, 'discount', ${documents.discount}::text,
  'taxable', ${documents.taxable}::text, 'tax', ${documents.tax}::text,
  'total', ${documents.total}::text, 'rounding', ${documents.rounding}::text,
  'payable', ${documents.payable}::text, 'settled', ${documents.settled}::text)::text`.as(
    'summary',
  ),
  kind: documents.kind,
  status: documents.status,
  // Named as the row's properties: the page is read as the driver gives it (rawRows).
  dueDate: sql<string | null>`${documents.dueDate}`.as('dueDate'),
  validUntil: sql<string | null>`${documents.validUntil}`.as('validUntil'),
  payable: documents.payable,
  settled: documents.settled,
};

export type LineRow = typeof documentLines.$inferSelect;
/** A send as the document shows it: its row and, from the outbox, where its mail is. */
export type SendPart = DocumentSend;
export type AttachmentRow = typeof documentAttachments.$inferSelect;

export type AllocationRow = Pick<
  typeof paymentAllocations.$inferSelect,
  'invoiceId' | 'receiptId' | 'amount'
>;

/** What a document is made of besides its own row, as read from the database. */
export interface DocumentParts {
  lines: LineRow[];
  allocations: AllocationRow[];
  attachments: AttachmentRow[];
  /** The times it was e-mailed, newest first (a draft has none). */
  sends: SendPart[];
  /** The documents converted from it or crediting it. */
  derived: DocumentRow[];
  /** Its source and the documents its allocations name. */
  linked: DocumentRow[];
}

/** What a document is made of in its own tables: read with its row in one query (`readDocument`). */
export type OwnParts = Pick<DocumentParts, 'lines' | 'allocations' | 'attachments' | 'sends'>;
