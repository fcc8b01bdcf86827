import { sql } from 'drizzle-orm';
import type { documentAttachments, paymentAllocations } from '../../db/schema/index.ts';
import { type documentLines, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

export type SummaryRow = Pick<
  DocumentRow,
  | 'id'
  | 'kind'
  | 'number'
  | 'status'
  | 'validUntil'
  | 'contactId'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'reference'
  | 'subtotal'
  | 'discount'
  | 'taxable'
  | 'tax'
  | 'total'
  | 'rounding'
  | 'payable'
  | 'settled'
> & { contactName: string };

/**
 * What a list shows of each document (and the contact's name from its snapshot), as one JSON
 * object a row (read it with `jsonValue`). Amounts travel as text, so they stay exact.
 */
export const summaryJson = sql<SummaryRow | string>`json_build_object(
  'id', ${documents.id}, 'kind', ${documents.kind}, 'number', ${documents.number},
  'status', ${documents.status}, 'validUntil', ${documents.validUntil},
  'contactId', ${documents.contactId},
  'contactName', coalesce(${documents.contactSnapshot}->>'name', ''),
  'issueDate', ${documents.issueDate}, 'dueDate', ${documents.dueDate},
  'currency', ${documents.currency}, 'reference', ${documents.reference},
  'subtotal', ${documents.subtotal}::text, 'discount', ${documents.discount}::text,
  'taxable', ${documents.taxable}::text, 'tax', ${documents.tax}::text,
  'total', ${documents.total}::text, 'rounding', ${documents.rounding}::text,
  'payable', ${documents.payable}::text, 'settled', ${documents.settled}::text)`;

export type LineRow = typeof documentLines.$inferSelect;
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
  /** The documents converted from it or crediting it. */
  derived: DocumentRow[];
  /** Its source and the documents its allocations name. */
  linked: DocumentRow[];
}

/** What a document is made of in its own tables: read with its row in one query (`readDocument`). */
export type OwnParts = Pick<DocumentParts, 'lines' | 'allocations' | 'attachments'>;
