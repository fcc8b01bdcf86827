import { type ProductHit, SEARCH_HITS_PER_GROUP, searchPaths } from '@kira/core/search';
import { and, asc, desc, sql } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { closeness, inTiers, matchesIn, type Tier, type Wanted } from './matching.ts';

/**
 * The company's products and services whose search text (code, name, description) matches,
 * best first: those holding the query by name, then the closest; retired ones last among equals.
 */
export async function searchProducts(t: TenantTransaction, wanted: Wanted): Promise<ProductHit[]> {
  const find = (tier: Tier) =>
    t.tx
      .select({
        id: products.id,
        type: products.type,
        code: products.code,
        name: products.name,
        active: products.active,
      })
      .from(products)
      .where(and(t.owns(products.tenantId), matchesIn(tier, products.searchText, wanted)))
      .orderBy(
        ...(tier === 'close' ? [desc(closeness(products.searchText, wanted))] : []),
        desc(products.active),
        asc(sql`lower(${products.name})`),
        asc(products.id),
      )
      .limit(SEARCH_HITS_PER_GROUP);
  const rows = await inTiers(wanted, SEARCH_HITS_PER_GROUP, find);
  return rows
    .slice(0, SEARCH_HITS_PER_GROUP)
    .map((row) => ({ ...row, path: searchPaths.product(row.id) }));
}
