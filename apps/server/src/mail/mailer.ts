import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { type DeliveryPolicy, deliveryPolicy } from './delivery-policy.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the log calls the mail when its subject names a person (an invitation's inviter). */
  logAs?: string;
}

export interface Mailer {
  /** Keeps the mail in the outbox; it never waits for SMTP, and fails only with the database. */
  send(message: MailMessage): Promise<void>;
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
    async send({ logAs: _, ...message }) {
      await db.insert(mailOutbox).values({ ...message, status: 'queued', nextAttemptAt: clock() });
      worker.queued();
    },
    isDelayed: () => worker.isFailing(),
    start: () => worker.start(),
    stop: () => worker.stop(),
    runOnce: () => worker.runOnce(),
  };
}

function storingMailer(db: Database, log: MailerOptions['log']): OutboxMailer {
  return {
    async send({ logAs, ...message }) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: 'stored' })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not keep the mail');
      // Its links only: the text greets a person by name and quotes their address.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      const label = logAs ?? message.subject;
      log.info(
        { mail: row.id },
        `Mail kept in the outbox (no SMTP_URL): ${label}\n${links.join('\n')}`,
      );
    },
    isDelayed: async () => false,
    start: () => {},
    stop: async () => {},
    runOnce: async () => 0,
  };
}
