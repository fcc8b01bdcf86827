import { countLimit } from '@kira/core/listing';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TenantScope } from './tenant-scope.ts';

/**
 * How many rows match, counted no further than `countLimit` past the page (see core). Counting
 * is most of what a list page costs the database, so the scope may answer from its cache.
 */
export async function countMatches(
  scope: Pick<TenantScope, 'db' | 'counted'>,
  table: PgTable,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const limit = countLimit(page, pageSize);
  const matches = scope.db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('matches');
  const query = scope.db.select({ n: count() }).from(matches);
  const { sql: text, params } = query.toSQL();
  const n = await scope.counted(`${text}\u0000${JSON.stringify(params)}`, async () => {
    const [row] = await query;
    return row?.n ?? 0;
  });
  return { total: Math.min(n, limit), totalCapped: n > limit };
}
