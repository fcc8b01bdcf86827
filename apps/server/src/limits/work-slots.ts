import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';

/** How many of one kind of work a key may have running at once, across server processes. */
export interface ConcurrencyLimit {
  key: string;
  max: number;
  /** How long a slot stays held when its process died without giving it back. */
  leaseMs: number;
}

/**
 * Holds one of the key's slots, or returns null when all are held. A slot is free when no row
 * holds it or its lease ended. Two requests after the same free slot in the same instant: one
 * gets it, the other is refused (never both), and tries again after `Retry-After`.
 */
export async function holdSlot(
  db: Database,
  limit: ConcurrencyLimit,
  nowMs: number,
): Promise<(() => Promise<void>) | null> {
  const now = new Date(nowMs).toISOString();
  const until = new Date(nowMs + limit.leaseMs).toISOString();
  const result = await db.execute(sql`
    insert into rate_slots (key, slot, lease_until)
    select ${limit.key}, s, ${until}::timestamptz
      from generate_series(0, ${limit.max - 1}) as s
      where not exists (
        select 1 from rate_slots r where r.key = ${limit.key} and r.slot = s and r.lease_until >= ${now}::timestamptz
      )
      order by s
      limit 1
    on conflict (key, slot) do update set lease_until = excluded.lease_until
      where rate_slots.lease_until < ${now}::timestamptz
    returning slot`);
  const [held] = rawRows<{ slot: number }>(result);
  if (!held) return null;
  return async () => {
    await db.execute(
      sql`delete from rate_slots where key = ${limit.key} and slot = ${held.slot} and lease_until = ${until}::timestamptz`,
    );
  };
}
