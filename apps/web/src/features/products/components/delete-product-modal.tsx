import type { Product } from '@kira/core/products';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
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
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    mutation.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={`Delete ${product.code}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {product.name} is removed for good. One that documents refer to cannot be deleted: retire
          it instead, and it stays on those documents.
        </Text>
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="#8a1c1c"
            loading={mutation.isPending}
            onClick={() => {
              setFailure(null);
              mutation.mutate(product.id, {
                onSuccess: onDeleted,
                onError: (error) => setFailure(errorText(error, 'Could not delete the product')),
              });
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
