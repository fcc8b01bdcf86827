import { DEFAULT_PAGE_SIZE } from '@kira/core/listing';
import {
  PRODUCT_SORT_FIELDS,
  PRODUCT_TYPE_VALUES,
  type ProductSortField,
} from '@kira/core/products';
import { TAX_CODE_VALUES } from '@kira/core/tax-code-list';
import type { GetQuery } from '../../lib/api/client.ts';
import { compactParams, oneOf, pageFrom } from '../../lib/listing/search-params.ts';
import type { SortValue } from '../../lib/listing/sort-order.ts';

export type ProductTypeFilter = 'all' | (typeof PRODUCT_TYPE_VALUES)[number];
export type TaxCodeFilter = 'all' | (typeof TAX_CODE_VALUES)[number];
export type ActiveFilter = 'true' | 'false' | 'all';
export type ProductSort = SortValue<ProductSortField>;

/** What the product list shows: kept in the address, so back, forward and reload keep it. */
export interface ProductListState {
  q: string;
  type: ProductTypeFilter;
  taxCode: TaxCodeFilter;
  active: ActiveFilter;
  sort: ProductSort;
  page: number;
}

export const PRODUCT_LIST_DEFAULTS: ProductListState = {
  q: '',
  type: 'all',
  taxCode: 'all',
  active: 'true',
  sort: 'code',
  page: 1,
};

export const PRODUCTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Whether a search or filter narrows the list (sort and page do not). */
export function productListFiltered(state: ProductListState): boolean {
  const d = PRODUCT_LIST_DEFAULTS;
  return (
    state.q !== '' ||
    state.type !== d.type ||
    state.taxCode !== d.taxCode ||
    state.active !== d.active
  );
}

const TYPE_FILTERS: readonly ProductTypeFilter[] = ['all', ...PRODUCT_TYPE_VALUES];
const TAX_FILTERS: readonly TaxCodeFilter[] = ['all', ...TAX_CODE_VALUES];
const ACTIVE_FILTERS: readonly ActiveFilter[] = ['true', 'false', 'all'];
const SORTS: readonly ProductSort[] = PRODUCT_SORT_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
]);

/** The product list's state from its address; anything unknown falls back to the default. */
export function productListFromParams(params: URLSearchParams): ProductListState {
  const d = PRODUCT_LIST_DEFAULTS;
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    type: oneOf(params, 'type', TYPE_FILTERS, d.type),
    taxCode: oneOf(params, 'taxCode', TAX_FILTERS, d.taxCode),
    active: oneOf(params, 'active', ACTIVE_FILTERS, d.active),
    sort: oneOf(params, 'sort', SORTS, d.sort),
    page: pageFrom(params),
  };
}

/** The address's parameters for a state, the defaults left out. */
export function productListToParams(state: ProductListState): URLSearchParams {
  return compactParams({ ...state }, { ...PRODUCT_LIST_DEFAULTS });
}

/** The query of `GET /api/products` (and of its CSV export), as the API document types it. */
export type ProductListApiQuery = GetQuery<'/api/products'>;

/**
 * The query of `GET /api/products` (a page of 50), or of its CSV export (`export`: the same
 * filters and sort, every row). Only the filters that are set are sent.
 */
export function productListApiQuery(
  state: ProductListState,
  options: { export?: boolean } = {},
): ProductListApiQuery {
  const query: ProductListApiQuery = {};
  const q = state.q.trim();
  if (q !== '') query.q = q;
  if (state.type !== 'all') query.type = state.type;
  if (state.taxCode !== 'all') query.taxCode = state.taxCode;
  query.active = state.active;
  query.sort = state.sort;
  if (!options.export) {
    query.page = state.page;
    query.pageSize = PRODUCTS_PAGE_SIZE;
  }
  return query;
}
