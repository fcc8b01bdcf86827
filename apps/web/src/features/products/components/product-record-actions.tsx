import type { Product } from '@kira/core/products';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useUpdateProduct } from '../api/save-product.ts';
import { DeleteProductModal } from './delete-product-modal.tsx';

interface ProductRecordActionsProps {
  product: Product;
  onOutcome: (outcome: { kind: 'success' | 'error'; message: string }) => void;
  onDeleted: () => void;
}

/** Retire or reactivate a product, or delete it (asked first). */
export function ProductRecordActions({ product, onOutcome, onDeleted }: ProductRecordActionsProps) {
  const update = useUpdateProduct();
  const [deleting, setDeleting] = useState(false);

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
    <Group gap="sm">
      <Button variant="default" loading={update.isPending} onClick={toggleActive}>
        {product.active ? 'Retire' : 'Reactivate'}
      </Button>
      <Button variant="subtle" color="red" c="#8a1c1c" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      <DeleteProductModal
        product={product}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          onDeleted();
        }}
      />
    </Group>
  );
}
