import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail Kira sends: delivered through SMTP when configured, else kept here to read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** `stored` (no SMTP configured), `sent`, or `failed`. */
  status: text('status').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
