import { parseSort } from '@kira/core/listing';
import type { Product, ProductListQuery, ProductSortField } from '@kira/core/products';
import { and, asc, type Column, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';
import { countMatches } from '../db/count-matches.ts';
import { inPages } from '../db/in-pages.ts';
import { products } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { toProduct } from './product-store.ts';

const SORT_COLUMNS: Record<ProductSortField, Column | SQL> = {
  code: sql`lower(${products.code})`,
  name: sql`lower(${products.name})`,
  type: products.type,
  sellingPrice: products.sellingPrice,
  cost: products.cost,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

function conditions(scope: TenantScope, query: ProductListQuery) {
  return and(
    scope.owns(products.tenantId),
    query.active === 'all' ? undefined : eq(products.active, query.active === 'true'),
    query.type ? eq(products.type, query.type) : undefined,
    query.taxCode ? eq(products.taxCode, query.taxCode) : undefined,
    query.q ? ilike(products.searchText, containsPattern(query.q)) : undefined,
  );
}

function ordering(sort: ProductListQuery['sort']) {
  const { field, descending } = parseSort<ProductSortField>(sort);
  const direction = descending ? desc : asc;
  return [direction(SORT_COLUMNS[field]), direction(products.id)];
}

export async function listProducts(scope: TenantScope, query: ProductListQuery) {
  const where = conditions(scope, query);
  const [rows, counted] = await Promise.all([
    scope.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countMatches(scope, products, where, query.page, query.pageSize),
  ]);
  return {
    items: rows.map(toProduct),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every product the filters match, in order, a batch at a time (the CSV export). */
export function allProducts(
  scope: TenantScope,
  query: ProductListQuery,
): AsyncGenerator<Product[]> {
  const where = conditions(scope, query);
  return inPages(async (limit, offset) => {
    const rows = await scope.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(limit)
      .offset(offset);
    return rows.map(toProduct);
  });
}

export async function getProduct(scope: TenantScope, id: string): Promise<Product | undefined> {
  const [row] = await scope.db
    .select()
    .from(products)
    .where(and(scope.owns(products.tenantId), eq(products.id, id)));
  return row && toProduct(row);
}
