import { parseSort } from '@kira/core/listing';
import type { Product, ProductListQuery, ProductSortField } from '@kira/core/products';
import { and, asc, type Column, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';
import { countMatches } from '../db/count-matches.ts';
import { inPages } from '../db/in-pages.ts';
import type { ListFilter } from '../db/prepared-reads.ts';
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

const placeholder = sql.placeholder;

/** The product list's filters, for prepared reads: what the query asks, in placeholders. */
function productFilter(query: ProductListQuery): ListFilter {
  const byActive = query.active !== 'all';
  const byType = Boolean(query.type);
  const byTaxCode = Boolean(query.taxCode);
  const byText = Boolean(query.q);
  return {
    shape: `products|${byActive}|${byType}|${byTaxCode}|${byText}`,
    values: {
      active: query.active === 'true',
      type: query.type,
      taxCode: query.taxCode,
      pattern: query.q ? containsPattern(query.q) : undefined,
    },
    where: (owns) =>
      and(
        owns(products.tenantId),
        byActive ? eq(products.active, placeholder('active')) : undefined,
        byType ? eq(products.type, placeholder('type')) : undefined,
        byTaxCode ? eq(products.taxCode, placeholder('taxCode')) : undefined,
        byText ? ilike(products.searchText, placeholder('pattern')) : undefined,
      ),
  };
}

function ordering(sort: ProductListQuery['sort']) {
  const { field, descending } = parseSort<ProductSortField>(sort);
  const direction = descending ? desc : asc;
  return [direction(SORT_COLUMNS[field]), direction(products.id)];
}

/** Products `offset` to `offset + limit` that the filters match, in the order asked. */
function productsPage(
  scope: TenantScope,
  filter: ListFilter,
  sort: ProductListQuery['sort'],
  limit: number,
  offset: number,
) {
  return scope.read(
    `${filter.shape}|${sort}|page`,
    (owns) =>
      scope.db
        .select()
        .from(products)
        .where(filter.where(owns))
        .orderBy(...ordering(sort))
        .limit(placeholder('limit'))
        .offset(placeholder('offset')),
    { ...filter.values, limit, offset },
  );
}

export async function listProducts(scope: TenantScope, query: ProductListQuery) {
  const filter = productFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    productsPage(scope, filter, query.sort, query.pageSize, offset),
    countMatches(scope, products, filter, query.page, query.pageSize),
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
  const filter = productFilter(query);
  return inPages(async (limit, offset) =>
    (await productsPage(scope, filter, query.sort, limit, offset)).map(toProduct),
  );
}

export async function getProduct(scope: TenantScope, id: string): Promise<Product | undefined> {
  const [row] = await scope.db
    .select()
    .from(products)
    .where(and(scope.owns(products.tenantId), eq(products.id, id)));
  return row && toProduct(row);
}
