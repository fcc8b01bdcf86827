import { countLimit } from '@kira/core/listing';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.ts';

/** How many rows match, counted no further than `countLimit` past the page (see core). */
export async function countMatches(
  db: Database | Transaction,
  table: PgTable,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const limit = countLimit(page, pageSize);
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { total: Math.min(n, limit), totalCapped: n > limit };
}
