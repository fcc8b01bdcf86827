import { countLimit } from '@kira/core/listing';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListFilter } from './prepared-reads.ts';
import type { TenantScope } from './tenant-scope.ts';

/**
 * How many rows match, counted no further than `countLimit` past the page (see core). Counting
 * is most of what a list page costs the database, so the scope may answer from its cache.
 */
export async function countMatches(
  scope: Pick<TenantScope, 'counted' | 'read'>,
  table: PgTable,
  filter: ListFilter,
  page: number,
  pageSize: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const limit = countLimit(page, pageSize);
  const values = { ...filter.values, countLimit: limit + 1 };
  const n = await scope.counted(`${filter.shape}\u0000${JSON.stringify(values)}`, async () => {
    const [row] = await scope.read(
      `${filter.shape}:count`,
      (owns, db) => {
        const matches = db
          .select({ one: sql`1` })
          .from(table)
          .where(filter.where(owns))
          .limit(sql.placeholder('countLimit'))
          .as('matches');
        return db.select({ n: count() }).from(matches);
      },
      values,
    );
    return row?.n ?? 0;
  });
  return { total: Math.min(n, limit), totalCapped: n > limit };
}
