import { sql } from 'drizzle-orm';
import type { documentAttachments, paymentAllocations } from '../../db/schema/index.ts';
import { type documentLines, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** The columns a list shows of each document, and the contact's name from its snapshot. */
export const summaryColumns = {
  id: documents.id,
  kind: documents.kind,
  number: documents.number,
  status: documents.status,
  validUntil: documents.validUntil,
  contactId: documents.contactId,
  contactName: sql<string>`coalesce(${documents.contactSnapshot}->>'name', '')`,
  issueDate: documents.issueDate,
  dueDate: documents.dueDate,
  currency: documents.currency,
  reference: documents.reference,
  subtotal: documents.subtotal,
  discount: documents.discount,
  taxable: documents.taxable,
  tax: documents.tax,
  total: documents.total,
  rounding: documents.rounding,
  payable: documents.payable,
  settled: documents.settled,
};
export type SummaryRow = Pick<DocumentRow, Exclude<keyof typeof summaryColumns, 'contactName'>> & {
  contactName: string;
};
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
