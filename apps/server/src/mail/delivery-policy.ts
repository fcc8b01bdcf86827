/** When the outbox worker tries a mail again, and when it stops trying (docs/mail.md). */
export interface DeliveryPolicy {
  /** The wait after a first failure; it doubles after each further one. */
  firstRetryMs: number;
  /** The longest wait between two attempts. */
  maxRetryMs: number;
  /** No attempt starts later than this after a mail was queued, except its first. */
  giveUpAfterMs: number;
  /** How long a worker may hold a mail it claimed; past it, the mail is due again. */
  leaseMs: number;
  /** How often an idle worker looks for mails another process queued and could not send. */
  idlePollMs: number;
}

const MINUTE = 60_000;

/**
 * 10 s, 20 s, 40 s... up to 15 minutes between attempts: a short outage costs seconds, a long
 * one about a hundred attempts a day per mail. After a day the links in the mail (verification:
 * 24 hours) are stale anyway.
 */
export function deliveryPolicy(smtpTimeoutMs: number): DeliveryPolicy {
  return {
    firstRetryMs: 10_000,
    maxRetryMs: 15 * MINUTE,
    giveUpAfterMs: 24 * 60 * MINUTE,
    // An attempt is a handful of SMTP steps, each bounded by the timeout: far less than this.
    leaseMs: Math.max(2 * MINUTE, 12 * smtpTimeoutMs),
    idlePollMs: MINUTE,
  };
}

/** The wait before the next attempt after `failures` failures in a row (at least one). */
export function retryDelayMs(
  failures: number,
  { firstRetryMs, maxRetryMs }: Pick<DeliveryPolicy, 'firstRetryMs' | 'maxRetryMs'>,
): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, failures - 1));
}

/**
 * When a mail that failed `attempts` times is tried next, or `undefined` when it is given up:
 * its next attempt would start past `giveUpAfterMs` since it was queued.
 */
export function nextAttemptAt(
  { createdAt, attempts }: { createdAt: Date; attempts: number },
  now: Date,
  policy: DeliveryPolicy,
): Date | undefined {
  const next = now.getTime() + retryDelayMs(attempts, policy);
  return next - createdAt.getTime() > policy.giveUpAfterMs ? undefined : new Date(next);
}

/** Whether a mail just claimed for its `attempts`th attempt is past trying (see above). */
export function isPastGivingUp(
  { createdAt, attempts }: { createdAt: Date; attempts: number },
  now: Date,
  policy: DeliveryPolicy,
): boolean {
  return attempts > 1 && now.getTime() - createdAt.getTime() > policy.giveUpAfterMs;
}
