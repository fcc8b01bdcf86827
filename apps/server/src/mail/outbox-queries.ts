import { and, asc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import type { MailAttachment } from './mailer.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

// Literal, not parameters: the planner then uses the partial index `mail_outbox_due_idx`.
const STILL_TO_DELIVER = sql`${mailOutbox.status} in ('queued', 'sending')`;

/**
 * Claims the mail due first, if any: a `queued` one whose time has come, or a `sending` one whose
 * lease ran out (its worker stopped mid-attempt). One statement, and rows another worker is
 * claiming are skipped, so each mail is claimed by one worker however many share the database.
 * The claim counts the attempt and holds the mail until `leaseUntil`.
 */
export async function claimNextDueMail(
  db: Database,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<OutboxMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(STILL_TO_DELIVER, lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: leaseUntil,
    })
    .where(eq(mailOutbox.id, sql`(${due})`))
    .returning();
  return mail;
}

/** The claim of this very attempt: an outcome that arrives after the lease changes nothing. */
function stillClaimed(mail: OutboxMail) {
  return and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, mail.attempts),
  );
}

/** Whether the outcome was recorded: false when the lease had run out and another took the mail. */
export async function recordDelivered(db: Database, mail: OutboxMail, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, nextAttemptAt: null })
    .where(stillClaimed(mail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Queues the mail for `retryAt`, or marks it `failed` (given up) without one. */
export async function recordFailure(
  db: Database,
  mail: OutboxMail,
  { error, retryAt }: { error: string; retryAt: Date | undefined },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'queued', nextAttemptAt: retryAt, error }
        : { status: 'failed', nextAttemptAt: null, error },
    )
    .where(stillClaimed(mail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Delivery works again: mails waiting for a later retry are due now. */
export async function releaseWaitingMails(db: Database, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(STILL_TO_DELIVER, eq(mailOutbox.status, 'queued'), gt(mailOutbox.nextAttemptAt, now)),
    );
}

/** When the next mail still to deliver is due (a lease's end included); undefined when none. */
export async function nextDueAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(STILL_TO_DELIVER);
  return row?.at ?? undefined;
}

/** Whether any worker, in any process, delivered a mail after `since`. */
export async function deliveredSince(db: Database, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(gt(mailOutbox.sentAt, since))
    .limit(1);
  return row !== undefined;
}

/** The files a mail carries, in the order they were kept. */
export async function attachmentsOf(db: Database, mailId: number): Promise<MailAttachment[]> {
  return db
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.id));
}
