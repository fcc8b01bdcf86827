import type { DocumentKind } from '@kira/core/document-lifecycle';
import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const sgd = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * What each company's issued invoices, credit notes, expenses and receipts came to, by month,
 * kind and expense category, in SGD (docs/dashboard.md): the dashboard's money reads twelve of
 * these rows instead of summing every document of the year. Derived from `documents` alone and
 * kept by the database itself (migration 0025's trigger on `documents`), so every way a document
 * is written (the use cases, a company import, the demo's year, a bench's SQL) keeps it true;
 * nothing in the app writes it, and a company archive leaves it out.
 */
export const moneyMonths = pgTable(
  'money_months',
  {
    tenantId: text('tenant_id').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** An expense's category; '' for the other kinds and an expense without one. */
    category: text('category').notNull(),
    /** Excluding GST: each document's `taxable` at its own rate, to the cent. */
    taxable: sgd('taxable'),
    /** GST: each document's `tax` at its own rate, to the cent. */
    tax: sgd('tax'),
    /** Including GST: what a receipt received in SGD, or the two above together. */
    total: sgd('total'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.month, table.kind, table.category] })],
);

/**
 * What each company's issued invoices less credit notes came to per customer, by month, excluding
 * GST, in SGD: the dashboard's top customers of the year read these, kept by the same trigger as `money_months`.
 */
export const customerMonths = pgTable(
  'customer_months',
  {
    tenantId: text('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    contactId: text('contact_id').notNull(),
    revenue: sgd('revenue'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.month, table.contactId] })],
);
