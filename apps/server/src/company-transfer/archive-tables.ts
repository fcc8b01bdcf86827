import type { ArchiveTable } from '@kira/core/company-archive';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  contactAddresses,
  contacts,
  creditUses,
  documentAttachments,
  documentLines,
  documentNumbering,
  documentSends,
  documentSeries,
  documents,
  moneyAccounts,
  paymentAllocations,
  products,
  statementSends,
  statements,
} from '../db/schema/index.ts';
import { type RowCodec, rowCodec } from './row-codec.ts';

export interface TableInArchive {
  name: ArchiveTable;
  table: PgTable;
  tenant: PgColumn;
  /** The columns a page is ordered and continued by: the primary key after the tenant. */
  key: PgColumn[];
  codec: RowCodec;
  /** Columns naming a user of the server: matched to this server's accounts on import. */
  users: string[];
}

function inArchive(
  name: ArchiveTable,
  table: PgTable & { tenantId: PgColumn },
  key: PgColumn[],
  { users = [], omit = [] }: { users?: string[]; omit?: string[] } = {},
): TableInArchive {
  return { name, table, tenant: table.tenantId, key, codec: rowCodec(table, { omit }), users };
}

const made = ['createdBy', 'updatedBy'];

/**
 * Every table a company's archive carries, in an order each one's references come before it
 * (a document's source, another document, is set once all are in: see import-tables.ts).
 * The audit log's ids are the server's own: the import numbers its entries again, in order.
 * A send's mail is the server's outbox: its delivery travels beside it (`delivery`).
 */
export const ARCHIVE_TABLE_DEFS: readonly TableInArchive[] = [
  inArchive('document_numbering', documentNumbering, [documentNumbering.kind]),
  inArchive('document_series', documentSeries, [documentSeries.kind, documentSeries.prefix]),
  inArchive('money_accounts', moneyAccounts, [moneyAccounts.id]),
  inArchive('contacts', contacts, [contacts.id], { users: made }),
  inArchive('contact_addresses', contactAddresses, [contactAddresses.id]),
  inArchive('products', products, [products.id], { users: made }),
  inArchive('documents', documents, [documents.id], {
    users: [...made, 'issuedBy', 'voidedBy'],
  }),
  inArchive('document_lines', documentLines, [documentLines.documentId, documentLines.position]),
  inArchive('payment_allocations', paymentAllocations, [
    paymentAllocations.receiptId,
    paymentAllocations.invoiceId,
  ]),
  inArchive('document_attachments', documentAttachments, [documentAttachments.id], {
    users: ['createdBy'],
  }),
  inArchive('document_sends', documentSends, [documentSends.id], {
    users: ['sentBy'],
    omit: ['mailId'],
  }),
  inArchive('credit_uses', creditUses, [creditUses.id], { users: ['createdBy', 'undoneBy'] }),
  inArchive('statements', statements, [statements.id], { users: ['createdBy'] }),
  inArchive('statement_sends', statementSends, [statementSends.id], {
    users: ['sentBy'],
    omit: ['mailId'],
  }),
  inArchive('audit_log', auditLog, [auditLog.id], { users: ['userId'], omit: ['id'] }),
];
