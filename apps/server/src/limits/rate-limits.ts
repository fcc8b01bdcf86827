import type { RateLimitConfig } from '../config.ts';
import type { Database, Transaction } from '../db/database.ts';
import { tooMany } from '../http/app-error.ts';
import { purgeEndedWindows, take, type WindowLimit } from './shared-counter.ts';
import { holdSlot } from './work-slots.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A ZIP that outlives its process gives its slot back after this long. */
const ZIP_LEASE_MS = 5 * MINUTE;
/** A company archive being made or read: as long as one of 100,000 documents may take. */
const ARCHIVE_LEASE_MS = 60 * MINUTE;

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
  /** One use of `limit`, or a 429 saying `message`; on the caller's `tx` when it is in one. */
  async function takeOne(limit: WindowLimit, message: string, on: Database | Transaction = db) {
    const answer = await take(on, limit, now());
    if (!answer.allowed) throw tooMany(message, answer.retryAfterSeconds);
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
      const sends = limits.sendsPerUserPerMinute;
      const recipientsADay = limits.recipientsPerCompanyPerDay;
      return takeAll(
        [
          {
            limit: { key: `send:user:${userId}`, max: sends, windowMs: MINUTE },
            amount: 1,
            message: `You can send at most ${plural(sends, 'document')} a minute.`,
          },
          {
            limit: { key: `recipients:company:${tenantId}`, max: recipientsADay, windowMs: DAY },
            amount: recipients,
            message: `A company can send documents to at most ${plural(recipientsADay, 'recipient')} a day.`,
          },
        ],
        tx,
      );
    },

    /** Counted in the invitation's own transaction `tx`: an invitation refused counts nothing. */
    invitation(userId: string, tx: Transaction) {
      const max = limits.invitesPerUserPerHour;
      return takeOne(
        { key: `invite:user:${userId}`, max, windowMs: HOUR },
        `You can send at most ${plural(max, 'invitation')} an hour.`,
        tx,
      );
    },

    /** A CSV export or import. */
    csv(userId: string) {
      const max = limits.csvPerUserPerMinute;
      return takeOne(
        { key: `csv:user:${userId}`, max, windowMs: MINUTE },
        `You can export or import at most ${plural(max, 'CSV file')} a minute.`,
      );
    },

    /**
     * A ZIP of PDFs: at most so many at once and so many a minute per user. Returns what gives
     * the running slot back, to call when the ZIP is done (or failed).
     */
    async pdfZip(userId: string): Promise<() => Promise<void>> {
      const key = `zip:user:${userId}`;
      const atOnce = limits.zipsAtOncePerUser;
      const release = await holdSlot(db, { key, max: atOnce, leaseMs: ZIP_LEASE_MS }, now());
      if (!release)
        throw tooMany(
          `You can have at most ${plural(atOnce, 'ZIP')} of PDFs being made at once. Wait for one to finish.`,
          5,
        );
      const aMinute = limits.zipsPerUserPerMinute;
      try {
        await takeOne(
          { key, max: aMinute, windowMs: MINUTE },
          `You can download at most ${plural(aMinute, 'ZIP')} of PDFs a minute.`,
        );
      } catch (error) {
        await release();
        throw error;
      }
      return release;
    },

    /**
     * A company archive exported or imported: one at a time per user and per company (`key`:
     * the company exported, or the user's import), and so many an hour per user. Returns what
     * gives the slots back.
     */
    async archive(userId: string, tenantId: string | null): Promise<() => Promise<void>> {
      const held: Array<() => Promise<void>> = [];
      const releaseAll = async () => {
        for (const release of held.reverse()) await release();
      };
      for (const key of [
        `archive:user:${userId}`,
        ...(tenantId ? [`archive:company:${tenantId}`] : []),
      ]) {
        const release = await holdSlot(db, { key, max: 1, leaseMs: ARCHIVE_LEASE_MS }, now());
        if (!release) {
          await releaseAll();
          throw tooMany(
            key.includes(':company:')
              ? 'This company is already being exported. Wait for it to finish.'
              : 'You are already exporting or importing a company. Wait for it to finish.',
            30,
          );
        }
        held.push(release);
      }
      const max = limits.archivesPerUserPerHour;
      try {
        await takeOne(
          { key: `archive:user:${userId}`, max, windowMs: HOUR },
          `You can export or import at most ${plural(max, 'company archive')} an hour.`,
        );
      } catch (error) {
        await releaseAll();
        throw error;
      }
      return releaseAll;
    },

    /** A verification, password-reset or taken-address mail to an address. */
    accountMail(address: string) {
      const max = limits.accountMailsPerAddressPerHour;
      return takeOne(
        { key: `account-mail:${address.trim().toLowerCase()}`, max, windowMs: HOUR },
        `At most ${plural(max, 'e-mail')} an hour can be sent to one address about its account.`,
      );
    },

    purge() {
      return purgeEndedWindows(db, now());
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
