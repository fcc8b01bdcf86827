import { type ProductHit, SEARCH_HITS_PER_GROUP, searchPaths } from '@kira/core/search';
import { and, asc, desc } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { bestFirst, matches, type Wanted } from './matching.ts';

/** The company's products and services whose search text (code, name, description) matches, best first. */
export async function searchProducts(t: TenantTransaction, wanted: Wanted): Promise<ProductHit[]> {
  const rows = await t.tx
    .select({
      id: products.id,
      type: products.type,
      code: products.code,
      name: products.name,
      active: products.active,
    })
    .from(products)
    .where(and(t.owns(products.tenantId), matches(products.searchText, wanted)))
    .orderBy(bestFirst(products.searchText, wanted), desc(products.active), asc(products.name))
    .limit(SEARCH_HITS_PER_GROUP);
  return rows.map((row) => ({ ...row, path: searchPaths.product(row.id) }));
}
