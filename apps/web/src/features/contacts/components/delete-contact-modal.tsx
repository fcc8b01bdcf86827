import type { Contact } from '@kira/core/contacts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useDeleteContact } from '../api/delete-contact.ts';

interface DeleteContactModalProps {
  contact: Contact;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a contact, and shows the server's refusal (a document refers to it). */
export function DeleteContactModal({
  contact,
  opened,
  onClose,
  onDeleted,
}: DeleteContactModalProps) {
  const mutation = useDeleteContact();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    mutation.reset();
    onClose();
  }

  function confirm() {
    setFailure(null);
    mutation.mutate(contact.id, {
      onSuccess: onDeleted,
      onError: (error) => setFailure(errorText(error, 'Could not delete the contact')),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={`Delete ${contact.name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          The contact is removed for good. A contact that documents refer to cannot be deleted:
          archive it instead, and it stays on those documents.
        </Text>
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="#8a1c1c" onClick={confirm} loading={mutation.isPending}>
            Delete contact
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
