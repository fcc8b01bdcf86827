import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';

/** A limit on how much one key may use in a fixed window of time (a minute, an hour, a day). */
export interface WindowLimit {
  /** What is limited and for whom, e.g. `send:user:<id>`. */
  key: string;
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Executor = Database | Transaction;

function windowOf(limit: WindowLimit, nowMs: number) {
  const start = Math.floor(nowMs / limit.windowMs) * limit.windowMs;
  const end = start + limit.windowMs;
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil((end - nowMs) / 1000)) };
}

/**
 * Uses `amount` of the key's limit in the current window, or refuses without using any when
 * that would pass the limit. One statement, so every server process on the database shares
 * the count and two at once can never both take the last unit.
 */
export async function take(
  db: Executor,
  limit: WindowLimit,
  nowMs: number,
  amount = 1,
): Promise<Verdict> {
  const window = windowOf(limit, nowMs);
  if (amount > limit.max) return { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
  const result = await db.execute(sql`
    insert into rate_counters (key, window_start, used, expires_at)
    values (${limit.key}, ${window.start}, ${amount}, ${new Date(window.end).toISOString()})
    on conflict (key, window_start) do update set used = rate_counters.used + excluded.used
      where rate_counters.used + excluded.used <= ${limit.max}
    returning used`);
  return rawRows(result).length > 0
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
}

/** Whether the key has used its whole limit in this window, without using any. */
export async function check(db: Executor, limit: WindowLimit, nowMs: number): Promise<Verdict> {
  const window = windowOf(limit, nowMs);
  const result = await db.execute(
    sql`select used from rate_counters where key = ${limit.key} and window_start = ${window.start}`,
  );
  const [row] = rawRows<{ used: number }>(result);
  return (row?.used ?? 0) < limit.max
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
}

/** Counts one use whatever the limit says (a failed sign-in happened: it counts). */
export async function record(db: Executor, limit: WindowLimit, nowMs: number): Promise<void> {
  const window = windowOf(limit, nowMs);
  await db.execute(sql`
    insert into rate_counters (key, window_start, used, expires_at)
    values (${limit.key}, ${window.start}, 1, ${new Date(window.end).toISOString()})
    on conflict (key, window_start) do update set used = rate_counters.used + 1`);
}

/** Forgets what the key used (a successful sign-in ends its run of failures). */
export async function forget(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** Housekeeping: windows that ended are of no more use. */
export async function purgeEndedWindows(db: Executor, nowMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_counters where expires_at < ${new Date(nowMs).toISOString()}`,
  );
  await db.execute(
    sql`delete from rate_slots where lease_until < ${new Date(nowMs).toISOString()}`,
  );
}
