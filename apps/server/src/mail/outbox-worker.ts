import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  type DeliveryPolicy,
  isPastGivingUp,
  nextAttemptAt,
  retryDelayMs,
} from './delivery-policy.ts';
import {
  attachmentsOf,
  claimNextDueMail,
  deliveredSince,
  nextDueAt,
  type OutboxMail,
  recordDelivered,
  recordFailure,
  releaseWaitingMails,
} from './outbox-queries.ts';
import { describeFailure, type OutgoingMail, type SmtpTransport } from './smtp-transport.ts';

export interface OutboxWorkerOptions {
  db: Database;
  transport: SmtpTransport;
  from: string;
  policy: DeliveryPolicy;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock every time in the outbox is read from (tests move it). */
  now?: () => Date;
}

type Outcome = 'delivered' | 'refused' | 'failed' | 'lost-lease';

/**
 * Delivers the outbox in the background, one mail at a time. Woken when a mail is queued, and
 * by a timer for retries and for leases that ran out. When an attempt fails for a reason that
 * is not the mail's own (the server is down, slow or refuses our login), the remaining mails
 * would fail alike: the pass ends, and the worker pauses as a retried mail waits (10 s, 20 s...
 * up to 15 minutes) before it tries again, or until a new mail comes (`queued`). The first
 * delivery after failures makes the waiting mails due at once. Every process sharing the
 * database runs one; the claim (outbox-queries.ts) lets only one of them send a mail.
 */
export class OutboxWorker {
  readonly #o: OutboxWorkerOptions;
  readonly #now: () => Date;
  #running = false;
  #stopping = false;
  #pass: Promise<void> | undefined;
  #wokenDuringPass = false;
  #timer: NodeJS.Timeout | undefined;
  #failuresInARow = 0;
  #pausedUntil = 0;
  /** Passes in a row the database failed: logged once, retried ever later like a mail. */
  #databaseFailures = 0;
  /** This process's last failed attempt, while nothing was delivered after it. */
  #failingSince: Date | undefined;

  constructor(options: OutboxWorkerOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => new Date());
  }

  start(): void {
    this.#running = true;
    this.#stopping = false;
    this.wake();
  }

  /** Waits for the attempt in progress (bounded by the SMTP timeouts); no timer is left. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#pass;
  }

  /**
   * A mail was queued: it is tried at once, even while the worker pauses after failures, as
   * long as the last attempt is `firstRetryMs` old. So a person waits seconds, not the pause,
   * once the SMTP server is back, and new mail probes a dead server at most that often.
   */
  queued(): void {
    const failedAt = this.#failingSince?.getTime();
    const now = this.#now().getTime();
    if (failedAt === undefined || now - failedAt >= this.#o.policy.firstRetryMs) {
      this.#pausedUntil = Math.min(this.#pausedUntil, now);
    }
    this.wake();
  }

  /** Delivers what is due now, unless delivery is failing and the worker pauses. */
  wake(): void {
    if (!this.#running) return;
    if (this.#pass) {
      this.#wokenDuringPass = true;
      return;
    }
    const paused = this.#pausedUntil - this.#now().getTime();
    if (paused > 0) {
      if (!this.#timer) this.#schedule(paused);
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pass = this.#passThenSchedule();
  }

  /**
   * Whether delivery is failing now: this process's last attempt failed for a reason not the
   * mail's own, and no process delivered a mail since.
   */
  async isFailing(): Promise<boolean> {
    const since = this.#failingSince;
    if (!since) return false;
    // Unable to ask the database, this process's own last attempt is the answer.
    return !(await deliveredSince(this.#o.db, since).catch(() => false));
  }

  /**
   * Delivers the mails due now, one by one, until none is left or delivery fails; answers how
   * many were tried. The timer calls it; tests and operators may too.
   */
  async runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      if (this.#stopping) break; // what is left waits for the next start
      const now = this.#now();
      const mail = await claimNextDueMail(this.#o.db, {
        now,
        leaseUntil: new Date(now.getTime() + this.#o.policy.leaseMs),
      });
      if (!mail) break;
      tried += 1;
      if ((await this.#attempt(mail)) === 'failed') break;
    }
    return tried;
  }

  async #passThenSchedule(): Promise<void> {
    let wait: number;
    try {
      this.#wokenDuringPass = false;
      await this.runOnce();
      wait = this.#stopping ? 0 : await this.#msUntilDue();
      if (this.#databaseFailures > 0) this.#o.log.warn({}, 'The mail outbox is readable again');
      this.#databaseFailures = 0;
    } catch (error) {
      // The database refused: one line per outage, and the worker waits ever longer. (The
      // app's logger keeps a database error's code, never the statement's parameters.)
      this.#databaseFailures += 1;
      wait = retryDelayMs(this.#databaseFailures, this.#o.policy);
      if (this.#running && this.#databaseFailures === 1) {
        this.#o.log.error({ err: error }, 'The mail outbox cannot be read or updated; retrying');
      }
    }
    this.#pass = undefined;
    if (!this.#running) return;
    if (this.#wokenDuringPass) wait = this.#pausedUntil - this.#now().getTime();
    this.#schedule(wait);
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.wake();
      },
      Math.max(0, ms),
    );
    // A waiting worker never keeps the process alive; closing the app stops it.
    this.#timer.unref();
  }

  /** Until the next due mail (at most an idle poll away), and never before the pause ends. */
  async #msUntilDue(): Promise<number> {
    const now = this.#now().getTime();
    const poll = now + this.#o.policy.idlePollMs;
    const due = Math.min((await nextDueAt(this.#o.db))?.getTime() ?? poll, poll);
    return Math.max(due, this.#pausedUntil) - now;
  }

  async #attempt(mail: OutboxMail): Promise<Outcome> {
    const { db, policy, log } = this.#o;
    const now = this.#now();
    // By id only: an invitation's subject names the inviter (`npm run admin -- outbox` shows all).
    const logged = { mail: mail.id, attempt: mail.attempts };
    if (isPastGivingUp(mail, now, policy)) {
      await recordFailure(db, mail, {
        error: `Given up: not delivered within ${policy.giveUpAfterMs / 3_600_000} hours`,
        retryAt: undefined,
      });
      log.error(logged, 'Mail given up: not delivered in time');
      return 'refused';
    }
    try {
      const attachments = await attachmentsOf(db, mail.id);
      await this.#o.transport.send({
        ...senderOf(mail, this.#o.from),
        to: mail.to,
        ...(mail.cc ? { cc: mail.cc } : {}),
        ...(mail.bcc ? { bcc: mail.bcc } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      return this.#failed(mail, describeFailure(error), logged);
    }
    const deliveredAt = this.#now();
    const recovered = this.#failingSince !== undefined;
    this.#failuresInARow = 0;
    this.#pausedUntil = 0;
    this.#failingSince = undefined;
    // The mails that failed meanwhile need not wait out their retry times.
    if (recovered) await releaseWaitingMails(db, deliveredAt);
    if (!(await recordDelivered(db, mail, deliveredAt))) {
      log.warn(logged, 'Mail delivered after its lease ran out; another worker may send it again');
      return 'lost-lease';
    }
    if (mail.attempts > 1) log.info(logged, 'Mail delivered after retrying');
    return 'delivered';
  }

  async #failed(
    mail: OutboxMail,
    failure: ReturnType<typeof describeFailure>,
    logged: Record<string, unknown>,
  ): Promise<Outcome> {
    const { db, policy, log } = this.#o;
    const now = this.#now();
    const retryAt = failure.permanent ? undefined : nextAttemptAt(mail, now, policy);
    await recordFailure(db, mail, { error: failure.message, retryAt });
    const why = { ...logged, code: failure.code, responseCode: failure.responseCode };
    if (!retryAt) log.error(why, 'Mail given up: it could not be delivered');
    else log.warn({ ...why, retryAt }, 'Mail not delivered yet; it will be retried');
    if (failure.permanent) return 'refused';
    this.#failuresInARow += 1;
    this.#pausedUntil = now.getTime() + retryDelayMs(this.#failuresInARow, policy);
    this.#failingSince = now;
    return 'failed';
  }
}

/**
 * Who a mail is from, and where replies go: MAIL_FROM as it is for Kira's own mail; a document
 * carries its sender's name at MAIL_FROM's address ("Tan & Sons via Kira"), its replies going to
 * the company's or the member's address. Both as address objects, never as header text.
 */
export function senderOf(
  mail: Pick<OutboxMail, 'fromName' | 'replyTo'>,
  mailFrom: string,
): Pick<OutgoingMail, 'from' | 'replyTo'> {
  const from = mail.fromName ? { name: mail.fromName, address: addressOf(mailFrom) } : mailFrom;
  return mail.replyTo ? { from, replyTo: { name: '', address: mail.replyTo } } : { from };
}

/** `Kira <no-reply@kira.sg>` -> `no-reply@kira.sg`; a bare address stays as it is. */
function addressOf(mailFrom: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}
