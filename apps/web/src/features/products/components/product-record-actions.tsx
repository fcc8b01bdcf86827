import type { Product } from '@kira/core/products';
import { RecordActions } from '../../../components/record/record-actions.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { useUpdateProduct } from '../api/save-product.ts';
import { DeleteProductModal } from './delete-product-modal.tsx';

interface ProductRecordActionsProps {
  product: Product;
  onOutcome: (outcome: Outcome) => void;
  onDeleted: () => void;
}

/** Retire or reactivate a product, or delete it (asked first): what its abilities allow. */
export function ProductRecordActions({ product, onOutcome, onDeleted }: ProductRecordActionsProps) {
  const update = useUpdateProduct();

  function toggleActive() {
    const active = !product.active;
    update.mutate(
      { id: product.id, patch: { active } },
      {
        onSuccess: () =>
          onOutcome({
            kind: 'success',
            message: active
              ? 'It is active again and offered on new documents.'
              : 'It is retired: no longer offered on new documents; the list shows it under Retired.',
          }),
        onError: (error) =>
          onOutcome({ kind: 'error', message: errorText(error, 'Could not change it') }),
      },
    );
  }

  return (
    <RecordActions
      toggle={
        product.abilities.archive
          ? {
              label: product.active ? 'Retire' : 'Reactivate',
              pending: update.isPending,
              onClick: toggleActive,
            }
          : null
      }
      deleteModal={
        product.abilities.delete
          ? (props) => <DeleteProductModal product={product} {...props} />
          : null
      }
      onDeleted={onDeleted}
    />
  );
}
