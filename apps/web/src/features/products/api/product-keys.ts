import type { ProductListState } from '../product-list-params.ts';

/** The react-query keys of products, per company; `all` covers every list and product. */
export const productKeys = {
  all: (tenantId: string | undefined) => ['products', tenantId] as const,
  lists: (tenantId: string | undefined) => ['products', tenantId, 'list'] as const,
  list: (tenantId: string | undefined, state: ProductListState) =>
    ['products', tenantId, 'list', state] as const,
  detail: (tenantId: string | undefined, id: string) =>
    ['products', tenantId, 'detail', id] as const,
};
