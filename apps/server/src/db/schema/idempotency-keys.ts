import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The `Idempotency-Key`s a company's clients sent with creating requests. A key's row is
 * written in the same transaction as what the request created, so it exists exactly when the
 * write does; the answer is added once the request has one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    key: text('key').notNull(),
    /** A digest of who asked what: the user, the method, the route, its parameters and body. */
    requestHash: text('request_hash').notNull(),
    /** The first answer's status and body; null until it is known. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
