import type { Product } from '@kira/core/products';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

const productKey = (tenantId: string | undefined, id: string) =>
  ['products', tenantId, 'detail', id] as const;

/** `GET /api/products/{id}`: the product a saved line names. */
function getProduct(id: string): Promise<Product> {
  return answerOf(
    api.GET('/api/products/{id}', { params: { path: { id } } }),
    'Could not load the product or service',
  );
}

/**
 * The product a line names, when it names one; shared between lines (and with the product
 * screens: the same key). A product deleted since is simply not found.
 */
export function useLineProduct(id: string | null) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: productKey(customClaims?.tenantId, id ?? ''),
    queryFn: () => getProduct(id ?? ''),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Keeps a product just picked from the search, so its line shows it without asking again. */
export function useRememberProduct() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return (product: Product) =>
    queryClient.setQueryData(productKey(customClaims?.tenantId, product.id), product);
}
