import type { DocumentSend } from '@kira/core/document-mail';
import { sql } from 'drizzle-orm';
import type { documentAttachments, paymentAllocations } from '../../db/schema/index.ts';
import { contacts, type documentLines, documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;

/**
 * What a list page reads of each document: its own columns the list shows (amounts as strings,
 * so they stay exact), the contact's name, and `validUntil`, which the server decides lateness
 * from. The name is the snapshot's once issued; a draft has no snapshot yet, so it is the
 * contact's current name, looked up only then (`coalesce` evaluates the lookup only for a row
 * without a snapshot: a page of issued documents joins nothing).
 */
export const listedColumns = {
  id: documents.id,
  kind: documents.kind,
  number: documents.number,
  status: documents.status,
  contactId: documents.contactId,
  contactName: sql<string>`coalesce(${documents.contactSnapshot}->>'name', (
      select ${contacts.name} from ${contacts}
      where ${contacts.tenantId} = ${documents.tenantId} and ${contacts.id} = ${documents.contactId}
    ), '')`.as('contact_name'),
  issueDate: documents.issueDate,
  dueDate: documents.dueDate,
  validUntil: documents.validUntil,
  currency: documents.currency,
  reference: documents.reference,
  subtotal: documents.subtotal,
  discount: documents.discount,
  // What tells the document discount from the lines' (core's `discountFigures`).
  discountKind: documents.discountKind,
  discountValue: documents.discountValue,
  taxable: documents.taxable,
  tax: documents.tax,
  total: documents.total,
  rounding: documents.rounding,
  payable: documents.payable,
  settled: documents.settled,
};

/** A row of a list page, as drizzle gives it (`listedColumns`). */
export type ListedRow = Pick<DocumentRow, Exclude<keyof typeof listedColumns, 'contactName'>> & {
  contactName: string;
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
