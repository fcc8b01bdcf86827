import type { DocumentKind, DocumentStatus } from '@kira/core/document-lifecycle';
import type { ContactSnapshot } from '@kira/core/documents';
import type { TaxCode } from '@kira/core/tax-codes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { contacts } from './contacts.ts';
import { mailOutbox } from './mail-outbox.ts';
import { moneyAccounts } from './money-in.ts';
import { products } from './products.ts';

/**
 * Who issued a document (documents/store/company-snapshot.ts), as its company's settings stood at the moment it was issued: what its
 * PDF and letterhead print (name, address, UEN, GST registration, payment details, footer, logo).
 * An issued document prints this, never the settings as they are later; only what depends on
 * payments (paid, balance due, the PayNow amount) follows later events. A draft has none.
 *
 * The settings are kept as stored, not as printed (the address as its fields, the registration
 * as its flag and date): whether the document charges GST is core's `chargesGst` on the
 * document's own GST date, which never changes once issued.
 */
export interface CompanySnapshot {
  legalName: string;
  uen: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  gstRegistered: boolean;
  /** The day the registration took effect; null when not given. */
  gstRegisteredOn: string | null;
  gstNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankSwift: string;
  paynowProxyType: 'none' | 'uen' | 'mobile';
  paynowProxy: string;
  invoiceFooter: string;
  deliveryOrderPrices: boolean;
  /**
   * The logo's file under `DATA_DIR/logos` (`<tenant>/<sha256>.png`: named by its content, so
   * never overwritten), or null without one. A file a snapshot names is never removed.
   */
  logoFile: string | null;
}

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** Every business document of a company, of every kind: one model, lines as rows. */
export const documents = pgTable(
  'documents',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    /** Given at issue: the series' prefix and its next number, never reused. */
    number: text('number'),
    numberValue: bigint('number_value', { mode: 'number' }),
    contactId: text('contact_id'),
    contactSnapshot: jsonb('contact_snapshot').$type<ContactSnapshot>(),
    /** Its company as it stood at issue (documents/store/company-snapshot.ts); a draft has none. */
    companySnapshot: jsonb('company_snapshot').$type<CompanySnapshot>(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    currency: text('currency').notNull().default('SGD'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    /**
     * A receipt in another currency paid in SGD: the SGD received (its `exchange_rate` is this
     * over its total), so the ledger can post the difference from the invoice's rate.
     */
    sgdReceived: numeric('sgd_received', { precision: 14, scale: 2 }),
    reference: text('reference').notNull().default(''),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(false),
    gstRounding: text('gst_rounding').$type<'line' | 'subtotal'>().notNull(),
    cashRounding: boolean('cash_rounding').notNull().default(false),
    discountKind: text('discount_kind').$type<'percent' | 'amount'>(),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }),
    subtotal: money('subtotal'),
    discount: money('discount'),
    taxable: money('taxable'),
    tax: money('tax'),
    total: money('total'),
    rounding: money('rounding'),
    payable: money('payable'),
    /** Paid by receipts and credited by credit notes (invoices); allocated (receipts). */
    settled: money('settled'),
    notes: text('notes').notNull().default(''),
    terms: text('terms').notNull().default(''),
    expenseCategory: text('expense_category'),
    paymentMethod: text('payment_method'),
    /** A receipt's or a refund's bank or cash account (money_accounts): where the money went. */
    accountId: text('account_id'),
    sourceId: text('source_id'),
    voidReason: text('void_reason'),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    issuedBy: text('issued_by'),
    voidedBy: text('voided_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('documents_number_uq')
      .on(table.tenantId, table.kind, table.number)
      .where(sql`${table.number} is not null`),
    // Past its draft, a document has its number: issuing fails, rather than writing one
    // without, when its number was not among those formatted ahead (issue-rows.ts).
    check(
      'documents_issued_numbered',
      sql`${table.status} = 'draft' or ${table.number} is not null`,
    ),
    // The status rides along after the unique id: a page of a status is found in the index alone.
    index('documents_list_idx').on(
      table.tenantId,
      table.kind,
      table.issueDate,
      table.id,
      table.status,
    ),
    // A contact's documents of a kind, newest first: a search follows a misspelt name's closest
    // contacts to their latest documents (search-documents.ts) by reading a few entries each.
    index('documents_contact_idx').on(
      table.tenantId,
      table.contactId,
      table.kind,
      table.issueDate,
      table.id,
    ),
    // A plan's documents a month: those issued since the month began (plans, issue 37).
    index('documents_issued_at_idx')
      .on(table.tenantId, table.issuedAt)
      .where(sql`${table.issuedAt} is not null`),
    // Also documents_money_idx (tenant, kind, issue date, with the amounts the dashboard sums):
    // written by hand in migration 0018, as drizzle's index builder has no INCLUDE; and
    // documents_open_idx (what is not yet settled or used, for contacts' balances) in 0023.
    index('documents_source_idx').on(table.tenantId, table.sourceId),
    index('documents_search_idx').using(
      'gin',
      table.tenantId,
      sql`${table.searchText} gin_trgm_ops`,
    ),
    // A contact or a source document with documents pointing at it cannot be deleted.
    foreignKey({
      columns: [table.tenantId, table.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [table.tenantId, table.sourceId],
      foreignColumns: [table.tenantId, table.id],
    }).onDelete('restrict'),
    foreignKey({
      columns: [table.tenantId, table.accountId],
      foreignColumns: [moneyAccounts.tenantId, moneyAccounts.id],
    }).onDelete('restrict'),
  ],
);

export const documentLines = pgTable(
  'document_lines',
  {
    tenantId: text('tenant_id').notNull(),
    documentId: text('document_id').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    unit: text('unit').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    discountKind: text('discount_kind').$type<'percent' | 'amount'>(),
    discountValue: numeric('discount_value', { precision: 14, scale: 2 }),
    taxCode: text('tax_code').$type<TaxCode>().notNull(),
    /** The rate in force on the issue date, kept with the line. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    amount: money('amount'),
    tax: money('tax'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.documentId, table.position] }),
    foreignKey({
      columns: [table.tenantId, table.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('restrict'),
  ],
);

/** What a receipt pays of each invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    tenantId: text('tenant_id').notNull(),
    receiptId: text('receipt_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.receiptId, table.invoiceId] }),
    index('payment_allocations_invoice_idx').on(table.tenantId, table.invoiceId),
    foreignKey({
      columns: [table.tenantId, table.receiptId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.invoiceId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('restrict'),
  ],
);

/** Files kept with a document (an expense's receipt image or PDF), stored under DATA_DIR. */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    documentId: text('document_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The file's name under DATA_DIR/attachments. */
    storedAs: text('stored_as').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('document_attachments_document_idx').on(table.tenantId, table.documentId),
    foreignKey({
      columns: [table.tenantId, table.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A document sent by e-mail: to whom, by whom, and the mail that carries it (whose outbox row
 * says whether it was delivered, with the last error).
 */
export const documentSends = pgTable(
  'document_sends',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    documentId: text('document_id').notNull(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull(),
    subject: text('subject').notNull(),
    sentBy: text('sent_by'),
    /** The sender's name as it was then (the user may change it, or leave the company). */
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('document_sends_document_idx').on(table.tenantId, table.documentId, table.createdAt),
    foreignKey({
      columns: [table.tenantId, table.documentId],
      foreignColumns: [documents.tenantId, documents.id],
    }).onDelete('cascade'),
  ],
);
