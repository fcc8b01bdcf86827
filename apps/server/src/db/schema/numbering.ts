import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Each numbered kind's current prefix and padding, per company. */
export const documentNumbering = pgTable(
  'document_numbering',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    padding: integer('padding').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.kind] })],
);

/**
 * One series per prefix a kind has used: where its numbers stand. A series' next number only
 * moves forward, so going back to an old prefix never gives a used number again.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    nextNumber: bigint('next_number', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.kind, table.prefix] })],
);
