import type { Product } from '@kira/core/products';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api/request.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { productKeys } from './product-keys.ts';

/** `GET /api/products/{id}`. */
export function getProduct(id: string): Promise<Product> {
  return requestJson<Product>(
    'GET',
    `/api/products/${encodeURIComponent(id)}`,
    undefined,
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
