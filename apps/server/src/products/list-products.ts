import { parseSort } from '@kira/core/listing';
import type {
  Product,
  ProductListQuery,
  ProductRecord,
  ProductSortField,
} from '@kira/core/products';
import { and, asc, type Column, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { containsPattern } from '../contacts/list-contacts.ts';
import { countMatches } from '../db/count-matches.ts';
import { inPages } from '../db/in-pages.ts';
import type { ListFilter } from '../db/prepared-reads.ts';
import { products } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { productsInUse, toProduct, withAbilities } from './product-store.ts';

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
      scope.statements.tx
        .select()
        .from(products)
        .where(filter.where(owns))
        .orderBy(...ordering(sort))
        .limit(placeholder('limit'))
        .offset(placeholder('offset')),
    { ...filter.values, limit, offset },
  );
}

/** One page of the list, each product with what this user may do to it, and the count. */
export async function listProducts(access: RequestAccess, query: ProductListQuery) {
  const { scope } = access;
  const filter = productFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    productsPage(scope, filter, query.sort, query.pageSize, offset),
    countMatches(scope, products, filter, query.page, query.pageSize),
  ]);
  const inUse = await productsInUse(
    scope.statements,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => withAbilities(access, toProduct(row), inUse.has(row.id))),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every product the filters match, in order, a batch at a time (the CSV export). */
export function allProducts(
  scope: TenantScope,
  query: ProductListQuery,
): AsyncGenerator<ProductRecord[]> {
  const filter = productFilter(query);
  return inPages(async (limit, offset) =>
    (await productsPage(scope, filter, query.sort, limit, offset)).map(toProduct),
  );
}

/** One product or service, with what this user may do to it. */
export async function getProduct(access: RequestAccess, id: string): Promise<Product | undefined> {
  const { scope } = access;
  const [row] = await scope.statements.tx
    .select()
    .from(products)
    .where(and(scope.statements.owns(products.tenantId), eq(products.id, id)));
  if (!row) return undefined;
  const inUse = await productsInUse(scope.statements, [id]);
  return withAbilities(access, toProduct(row), inUse.has(id));
}
