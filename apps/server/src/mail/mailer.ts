import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import { type DeliveryPolicy, deliveryPolicy } from './delivery-policy.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  /** One address, or several comma-separated. */
  to: string;
  /** Copies, comma-separated. */
  cc?: string;
  /** Hidden copies, comma-separated: delivered, never named in the mail the others get. */
  bcc?: string;
  /**
   * The name shown as the sender, at MAIL_FROM's address (a document: "{company} via Kira").
   * Left out: MAIL_FROM as it is.
   */
  fromName?: string;
  /** The one address replies go to. Left out: no Reply-To. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the log calls the mail when its subject names a person (an invitation's inviter). */
  logAs?: string;
}

export interface Mailer {
  /** Keeps the mail in the outbox; it never waits for SMTP, and fails only with the database. */
  send(message: MailMessage): Promise<void>;
  /**
   * Keeps the mail in the outbox within the caller's transaction (a document's send, recorded
   * with it) and answers its id; call `queued()` once that transaction has committed.
   */
  keepIn(tx: Database, message: MailMessage): Promise<number>;
  /** Mail was kept by a transaction that has now committed: deliver it. */
  queued(): void;
  /** A mail given up (`failed`) goes back in the queue, its day of retries anew. */
  retryIn(tx: Database, mailId: number): Promise<boolean>;
  /**
   * Whether mail is late: delivery is failing now (this process's last attempt failed and no
   * mail was delivered since). Always false without SMTP.
   */
  isDelayed(): Promise<boolean>;
}

/** The mailer the app owns: its delivery starts and stops with the server. */
export interface OutboxMailer extends Mailer {
  start(): void;
  /** Waits for the attempt in progress, if any; no timer is left behind. */
  stop(): Promise<void>;
  /** Delivers every mail due now (none without SMTP); answers how many were tried. */
  runOnce(): Promise<number>;
}

interface MailerOptions {
  db: Database;
  /** SMTP_URL and SMTP_TIMEOUT_SECONDS; without a url, mail is only kept and logged. */
  smtp: { url: string | undefined; timeoutMs: number };
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests: shorter waits than `deliveryPolicy`'s. */
  policy?: Partial<DeliveryPolicy>;
  /** Tests: the clock the outbox's times are read from. */
  now?: () => Date;
}

/**
 * Every mail is kept in the outbox first. With SMTP_URL it is `queued` and a background worker
 * delivers it, retrying failures (outbox-worker.ts, docs/mail.md), so no request waits for SMTP.
 * Without it, it stays `stored` and is logged with its subject and links (not its text, which
 * names the person), so a new user on a fresh machine can still verify an address.
 */
export function createMailer({ db, smtp, from, log, policy, now }: MailerOptions): OutboxMailer {
  const clock = now ?? (() => new Date());
  const url = smtp.url;
  if (!url) return storingMailer(db, log);
  const worker = new OutboxWorker({
    db,
    transport: createSmtpTransport(url, smtp.timeoutMs),
    from,
    policy: { ...deliveryPolicy(smtp.timeoutMs), ...policy },
    log,
    now: clock,
  });
  return {
    async send(message) {
      await keepMail(db, message, { status: 'queued', nextAttemptAt: clock() });
      worker.queued();
    },
    keepIn: (tx, message) => keepMail(tx, message, { status: 'queued', nextAttemptAt: clock() }),
    queued: () => worker.queued(),
    retryIn: (tx, mailId) => requeueFailedMail(tx, mailId, clock()),
    isDelayed: () => worker.isFailing(),
    start: () => worker.start(),
    stop: () => worker.stop(),
    runOnce: () => worker.runOnce(),
  };
}

function storingMailer(db: Database, log: MailerOptions['log']): OutboxMailer {
  const logKept = (id: number, message: MailMessage) => {
    // Its links only: the text greets a person by name and quotes their address.
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    const label = message.logAs ?? message.subject;
    log.info({ mail: id }, `Mail kept in the outbox (no SMTP_URL): ${label}\n${links.join('\n')}`);
  };
  return {
    async send(message) {
      logKept(await keepMail(db, message, { status: 'stored' }), message);
    },
    async keepIn(tx, message) {
      const id = await keepMail(tx, message, { status: 'stored' });
      logKept(id, message);
      return id;
    },
    queued: () => {},
    // A mail given up while SMTP was set, retried after it was unset, is kept like any other.
    retryIn: async (tx, mailId) => {
      const rows = await tx
        .update(mailOutbox)
        .set({ status: 'stored', nextAttemptAt: null, error: null })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
    isDelayed: async () => false,
    start: () => {},
    stop: async () => {},
    runOnce: async () => 0,
  };
}

/** Writes the mail's row and its files; answers its id. */
async function keepMail(
  db: Database,
  { logAs: _, attachments = [], ...message }: MailMessage,
  delivery: { status: 'queued' | 'stored'; nextAttemptAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...message, ...delivery })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The outbox did not keep the mail');
  if (attachments.length > 0)
    await db
      .insert(mailAttachments)
      .values(attachments.map((file) => ({ ...file, mailId: row.id })));
  return row.id;
}

/** Only a mail given up is queued again: one queued, sending or sent is left as it is. */
async function requeueFailedMail(db: Database, mailId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, createdAt: now, nextAttemptAt: now, error: null })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
