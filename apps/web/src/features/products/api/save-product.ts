import type { CreateProduct, Product, ProductPatch } from '@kira/core/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { productKeys } from './product-keys.ts';

/** `POST /api/products`: 409 when the code is taken. */
export function createProduct(body: CreateProduct): Promise<Product> {
  return answerOf(api.POST('/api/products', { body }), 'Could not save the product');
}

/** `PATCH /api/products/{id}`: the changed fields (`active: false` retires it). */
export function updateProduct({
  id,
  patch,
}: {
  id: string;
  patch: ProductPatch;
}): Promise<Product> {
  return answerOf(
    api.PATCH('/api/products/{id}', { params: { path: { id } }, body: patch }),
    'Could not save the product',
  );
}

function useProductSaved() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return (product: Product) => {
    void queryClient.invalidateQueries({ queryKey: productKeys.lists(tenantId) });
    queryClient.setQueryData(productKeys.detail(tenantId, product.id), product);
  };
}

export function useCreateProduct() {
  const saved = useProductSaved();
  return useMutation({ mutationFn: createProduct, onSuccess: saved });
}

export function useUpdateProduct() {
  const saved = useProductSaved();
  return useMutation({ mutationFn: updateProduct, onSuccess: saved });
}
