import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A company is a tenant: it owns every business record. */
export const companies = pgTable('companies', {
  tenantId: text('tenant_id').primaryKey(),
  name: text('name').notNull(),
  isPlatform: boolean('is_platform').notNull().default(false),
  /** The demo showcase: nobody but a developer may write in it, whatever their levels. */
  isReadOnly: boolean('is_read_only').notNull().default(false),
  /** The subscription plan: free, team or business. */
  plan: text('plan').notNull().default('free'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
