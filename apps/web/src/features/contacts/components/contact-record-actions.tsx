import type { Contact } from '@kira/core/contacts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../lib/api/api-error.ts';
import { useSetContactArchived } from '../api/archive-contact.ts';
import { DeleteContactModal } from './delete-contact-modal.tsx';

interface ContactRecordActionsProps {
  contact: Contact;
  onOutcome: (outcome: { kind: 'success' | 'error'; message: string }) => void;
  onDeleted: () => void;
}

/** Archive or restore a contact, or delete it (asked first). */
export function ContactRecordActions({ contact, onOutcome, onDeleted }: ContactRecordActionsProps) {
  const archive = useSetContactArchived();
  const [deleting, setDeleting] = useState(false);

  function toggleArchived() {
    const archived = !contact.archived;
    archive.mutate(
      { id: contact.id, archived },
      {
        onSuccess: () =>
          onOutcome({
            kind: 'success',
            message: archived
              ? 'The contact is archived: the contact book lists it under Archived.'
              : 'The contact is restored to the contact book.',
          }),
        onError: (error) =>
          onOutcome({
            kind: 'error',
            message: errorText(error, archived ? 'Could not archive' : 'Could not restore'),
          }),
      },
    );
  }

  return (
    <Group gap="sm">
      <Button variant="default" loading={archive.isPending} onClick={toggleArchived}>
        {contact.archived ? 'Restore' : 'Archive'}
      </Button>
      <Button variant="subtle" color="red" c="#8a1c1c" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      <DeleteContactModal
        contact={contact}
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
