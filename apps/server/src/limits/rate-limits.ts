import type { RateLimitConfig } from '../config.ts';
import type { Database, Transaction } from '../db/database.ts';
import { tooMany } from '../http/app-error.ts';
import { purgeEndedWindows, take, type Verdict, type WindowLimit } from './shared-counter.ts';
import { holdSlot } from './work-slots.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A ZIP that outlives its process gives its slot back after this long. */
const ZIP_LEASE_MS = 5 * MINUTE;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The limits on what one user or company may make Kira do in a while: each a counter in the
 * database (shared-counter.ts), so every server process on it counts together. A use case asks
 * once it has decided everything that does not depend on volume (who may, whether it exists):
 * a request refused for those reasons never moves a counter.
 */
export function createRateLimits(
  db: Database,
  limits: RateLimitConfig,
  now: () => number = Date.now,
) {
  async function allow(verdicts: Array<() => Promise<Verdict>>, message: string) {
    for (const verdict of verdicts) {
      const answer = await verdict();
      if (!answer.allowed) throw tooMany(message, answer.retryAfterSeconds);
    }
  }
  /**
   * Takes from every limit, or from none: all in one transaction, the caller's `tx` when it is
   * in one (a second transaction beside it would wait for it forever on PGlite).
   */
  async function takeAll(
    parts: Array<{ limit: WindowLimit; amount: number; message: string }>,
    within?: Transaction,
  ) {
    const takeEach = async (tx: Transaction) => {
      for (const { limit, amount, message } of parts) {
        const answer = await take(tx, limit, now(), amount);
        if (!answer.allowed) throw tooMany(message, answer.retryAfterSeconds);
      }
    };
    await (within ? takeEach(within) : db.transaction(takeEach));
  }

  return {
    now,

    /** One send of a document by a user, to this many recipients of the company. */
    documentSend(userId: string, tenantId: string, recipients: number, tx?: Transaction) {
      return takeAll(
        [
          {
            limit: {
              key: `send:user:${userId}`,
              max: limits.sendsPerUserPerMinute,
              windowMs: MINUTE,
            },
            amount: 1,
            message: `You can send at most ${plural(limits.sendsPerUserPerMinute, 'document')} a minute.`,
          },
          {
            limit: {
              key: `recipients:company:${tenantId}`,
              max: limits.recipientsPerCompanyPerDay,
              windowMs: DAY,
            },
            amount: recipients,
            message: `A company can send documents to at most ${plural(limits.recipientsPerCompanyPerDay, 'recipient')} a day.`,
          },
        ],
        tx,
      );
    },

    /** Counted in the invitation's own transaction `tx`: an invitation refused counts nothing. */
    invitation(userId: string, tx: Transaction) {
      return allow(
        [
          () =>
            take(
              tx,
              { key: `invite:user:${userId}`, max: limits.invitesPerUserPerHour, windowMs: HOUR },
              now(),
            ),
        ],
        `You can send at most ${plural(limits.invitesPerUserPerHour, 'invitation')} an hour.`,
      );
    },

    /** A CSV export or import. */
    csv(userId: string) {
      return allow(
        [
          () =>
            take(
              db,
              { key: `csv:user:${userId}`, max: limits.csvPerUserPerMinute, windowMs: MINUTE },
              now(),
            ),
        ],
        `You can export or import at most ${plural(limits.csvPerUserPerMinute, 'CSV file')} a minute.`,
      );
    },

    /**
     * A ZIP of PDFs: at most so many at once and so many a minute per user. Returns what gives
     * the running slot back, to call when the ZIP is done (or failed).
     */
    async pdfZip(userId: string): Promise<() => Promise<void>> {
      const release = await holdSlot(
        db,
        { key: `zip:user:${userId}`, max: limits.zipsAtOncePerUser, leaseMs: ZIP_LEASE_MS },
        now(),
      );
      if (!release)
        throw tooMany(
          `You can have at most ${plural(limits.zipsAtOncePerUser, 'ZIP')} of PDFs being made at once. Wait for one to finish.`,
          5,
        );
      try {
        await allow(
          [
            () =>
              take(
                db,
                { key: `zip:user:${userId}`, max: limits.zipsPerUserPerMinute, windowMs: MINUTE },
                now(),
              ),
          ],
          `You can download at most ${plural(limits.zipsPerUserPerMinute, 'ZIP')} of PDFs a minute.`,
        );
      } catch (error) {
        await release();
        throw error;
      }
      return release;
    },

    /** A verification, password-reset or taken-address mail to an address. */
    accountMail(address: string) {
      return allow(
        [
          () =>
            take(
              db,
              {
                key: `account-mail:${address.trim().toLowerCase()}`,
                max: limits.accountMailsPerAddressPerHour,
                windowMs: HOUR,
              },
              now(),
            ),
        ],
        `At most ${plural(limits.accountMailsPerAddressPerHour, 'e-mail')} an hour can be sent to one address about its account.`,
      );
    },

    purge() {
      return purgeEndedWindows(db, now());
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
