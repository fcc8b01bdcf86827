import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { productKeys } from './product-keys.ts';

/** `DELETE /api/products/{id}`: refused (409) once a document refers to it. */
export async function deleteProduct(id: string): Promise<void> {
  await answerOf(
    api.DELETE('/api/products/{id}', { params: { path: { id } } }),
    'Could not delete the product',
  );
}

export function useDeleteProduct() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  const tenantId = customClaims?.tenantId;
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(tenantId, id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists(tenantId) });
    },
  });
}
