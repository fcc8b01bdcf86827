import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Every change to tenant data, written by the use case in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => companies.tenantId),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The auth user id of who made the change; null for the system itself. */
    userId: text('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Only the fields that changed, as they were and as they became. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('audit_log_tenant_time_idx').on(table.tenantId, table.occurredAt),
    index('audit_log_tenant_entity_idx').on(table.tenantId, table.entity, table.entityId),
  ],
);
