import type { StatementContent } from '@kira/core/statements';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
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

/**
 * A company's bank and cash accounts: where a payment went in and a refund came out from. One is
 * the default; each will map to an account of the ledger. The bank details printed on invoices
 * are the company's settings, not these.
 */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'bank' | 'cash'>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** An account no longer offered for new payments; those that name it keep it. */
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('money_accounts_default_uq').on(table.tenantId).where(sql`${table.isDefault}`),
  ],
);

/**
 * Credit spent: a part of a receipt's unallocated amount or of a credit note's (the source)
 * applied to an invoice (`applicationId` and `invoiceId`), or paid back by a refund
 * (`refundId`). Undone rows are kept (`undoneAt`). While a source has rows not undone, it cannot
 * be voided. The source's and the invoice's `settled` move with these rows, in one transaction.
 */
export const creditUses = pgTable(
  'credit_uses',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    contactId: text('contact_id').notNull(),
    sourceId: text('source_id').notNull(),
    applicationId: text('application_id'),
    invoiceId: text('invoice_id'),
    refundId: text('refund_id'),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The day the credit was applied, or the refund's date. */
    usedOn: date('used_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('credit_uses_source_idx').on(table.tenantId, table.sourceId),
    index('credit_uses_contact_idx').on(table.tenantId, table.contactId, table.usedOn),
    index('credit_uses_application_idx').on(table.tenantId, table.applicationId),
    index('credit_uses_invoice_idx').on(table.tenantId, table.invoiceId),
    index('credit_uses_refund_idx').on(table.tenantId, table.refundId),
    foreignKey({
      columns: [table.tenantId, table.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('restrict'),
  ],
);

/**
 * A statement of account as it was first produced as a PDF or sent: its number (series
 * `statement`), the contact and period, and what it said, so it can be shown again exactly.
 */
export const statements = pgTable(
  'statements',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: text('id').notNull(),
    number: text('number').notNull(),
    numberValue: bigint('number_value', { mode: 'number' }).notNull(),
    contactId: text('contact_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    content: jsonb('content').$type<StatementContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('statements_number_uq').on(table.tenantId, table.number),
    index('statements_contact_idx').on(table.tenantId, table.contactId, table.createdAt),
    foreignKey({
      columns: [table.tenantId, table.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }).onDelete('restrict'),
  ],
);

/** A statement sent by e-mail, as `document_sends` records a document's. */
export const statementSends = pgTable(
  'statement_sends',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    statementId: text('statement_id').notNull(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull(),
    subject: text('subject').notNull(),
    sentBy: text('sent_by'),
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('statement_sends_statement_idx').on(table.tenantId, table.statementId),
    foreignKey({
      columns: [table.tenantId, table.statementId],
      foreignColumns: [statements.tenantId, statements.id],
    }).onDelete('cascade'),
  ],
);
