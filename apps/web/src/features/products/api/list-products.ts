import type { Product } from '@kira/core/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, api, apiLink } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import type { ListPage } from '../../../lib/listing/list-page.ts';
import { type ProductListState, productListApiQuery } from '../product-list-params.ts';
import { productKeys } from './product-keys.ts';

/** `GET /api/products`: one page of the product list under its filters and sort. */
export function listProducts(state: ProductListState): Promise<ListPage<Product>> {
  return answerOf(
    api.GET('/api/products', { params: { query: productListApiQuery(state) } }),
    'Could not load the products and services',
  );
}

/** The address of the CSV export of the list as filtered and sorted now (every page). */
export function productsExportUrl(state: ProductListState): string {
  return apiLink('/api/products/export.csv', productListApiQuery(state, { export: true }));
}

export function useProducts(state: ProductListState) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: productKeys.list(customClaims?.tenantId, state),
    queryFn: () => listProducts(state),
    placeholderData: keepPreviousData,
  });
}
