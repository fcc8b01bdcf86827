import type { Product } from '@kira/core/products';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { productKeys } from './product-keys.ts';

/** `GET /api/products/{id}`. */
export function getProduct(id: string): Promise<Product> {
  return answerOf(
    api.GET('/api/products/{id}', { params: { path: { id } } }),
    'Could not load the product or service',
  );
}

export function useProduct(id: string | undefined) {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: productKeys.detail(customClaims?.tenantId, id ?? ''),
    queryFn: () => getProduct(id ?? ''),
    enabled: id !== undefined,
    retry: false,
  });
}
