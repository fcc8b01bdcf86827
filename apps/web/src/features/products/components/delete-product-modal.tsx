import type { Product } from '@kira/core/products';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';

interface DeleteProductModalProps {
  product: Product;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a product, and shows the server's refusal (a document refers to it). */
export function DeleteProductModal({
  product,
  opened,
  onClose,
  onDeleted,
}: DeleteProductModalProps) {
  const mutation = useDeleteProduct();
  return (
    <ConfirmModal
      opened={opened}
      title={`Delete ${product.code}?`}
      message={`${product.name} is removed for good. One that documents refer to cannot be deleted: retire it instead, and it stays on those documents.`}
      confirmLabel="Delete"
      mutation={mutation}
      onConfirm={(callbacks) => mutation.mutate(product.id, callbacks)}
      failureText="Could not delete the product"
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
