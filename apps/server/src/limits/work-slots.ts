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
 * holds it or its lease ended. Requests after the same free slot in the same instant: one gets
 * it, and the others try the next free one, so none is refused while a slot is free.
 */
export async function holdSlot(
  db: Database,
  limit: ConcurrencyLimit,
  nowMs: number,
): Promise<(() => Promise<void>) | null> {
  const now = new Date(nowMs).toISOString();
  const until = new Date(nowMs + limit.leaseMs).toISOString();
  // Each round, at least one of the requests racing for a slot gets it.
  for (let round = 0; round < limit.max; round++) {
    const slot = await takeFreeSlot(db, limit, now, until);
    if (slot !== undefined) {
      return async () => {
        await db.execute(
          sql`delete from rate_slots where key = ${limit.key} and slot = ${slot} and lease_until = ${until}::timestamptz`,
        );
      };
    }
    if (!(await anySlotFree(db, limit, now))) return null;
  }
  return null;
}

/** The lowest free slot, taken until `until`; undefined when another request took it first. */
async function takeFreeSlot(db: Database, limit: ConcurrencyLimit, now: string, until: string) {
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
  return rawRows<{ slot: number }>(result)[0]?.slot;
}

async function anySlotFree(db: Database, limit: ConcurrencyLimit, now: string): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*)::int as held from rate_slots
      where key = ${limit.key} and lease_until >= ${now}::timestamptz`);
  return (rawRows<{ held: number }>(result)[0]?.held ?? 0) < limit.max;
}
