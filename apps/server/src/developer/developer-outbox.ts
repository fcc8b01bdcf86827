import { DEVELOPER_PAGE_SIZE, type OutboxMail, type OutboxPage } from '@kira/core/developer-api';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';

const COUNTED_AT_MOST = 10_000;

/** The outbox, newest first, of one status or all: what was sent, what waits, what failed. */
export async function developerOutbox(
  db: Database,
  { status, page = 1 }: { status?: OutboxMail['status'] | undefined; page?: number },
): Promise<OutboxPage> {
  const matching = status ? eq(mailOutbox.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(matching)
      .orderBy(desc(mailOutbox.id))
      .limit(DEVELOPER_PAGE_SIZE)
      .offset((page - 1) * DEVELOPER_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(mailOutbox)
          .where(matching)
          .limit(COUNTED_AT_MOST)
          .as('matching'),
      ),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: row.status as OutboxMail['status'],
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    })),
    page,
    pageSize: DEVELOPER_PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}

/**
 * A mail given up (`failed`) goes back in the queue with a new day of retries, as a member's
 * "send again" does for a document's; any other mail is left as it is (409).
 */
export async function retryOutboxMail(db: Database, mailer: Mailer, id: number): Promise<void> {
  const [mail] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!mail) throw new AppError('NOT_FOUND', `No mail ${id} in the outbox`);
  if (!(await mailer.retryIn(db, id)))
    throw new AppError(
      'CONFLICT',
      `Only a mail that could not be delivered can be sent again; this one is ${mail.status}.`,
    );
  mailer.queued();
}
