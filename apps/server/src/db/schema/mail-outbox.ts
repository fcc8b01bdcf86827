import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every e-mail Kira sends. Without SMTP it is kept here to read (`stored`); with SMTP a
 * background worker delivers it and retries failures (mail/outbox-worker.ts, docs/mail.md).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    /** Copies, comma-separated; null for none. */
    cc: text('cc'),
    /** Hidden copies, comma-separated (the sender's own copy of a document); null for none. */
    bcc: text('bcc'),
    /**
     * The sender's display name at MAIL_FROM's address ("{company} via Kira" for a document);
     * null: MAIL_FROM as it is.
     */
    fromName: text('from_name'),
    /** Where replies go (the company's or the sending member's address); null for none. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * `stored` (no SMTP configured), `queued` (waiting for its next attempt), `sending` (claimed
     * by a worker until `nextAttemptAt`, its lease), `sent`, or `failed` (given up).
     */
    status: text('status').notNull(),
    /** Delivery attempts started, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    /** When a `queued` mail is due; for a `sending` one, when its lease ends and it is due again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last attempt's error. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's question: what is due now? Only mails still to deliver are in it.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    // "Was anything delivered since this process's last failure?" (mail/outbox-queries.ts).
    index('mail_outbox_sent_at_idx').on(table.sentAt),
  ],
);

/** The files a mail carries (a document's PDF), kept with it until it is delivered. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId)],
);
