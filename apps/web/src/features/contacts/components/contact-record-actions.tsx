import type { Contact } from '@kira/core/contacts';
import { RecordActions } from '../../../components/record/record-actions.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { useSetContactArchived } from '../api/archive-contact.ts';
import { DeleteContactModal } from './delete-contact-modal.tsx';

interface ContactRecordActionsProps {
  contact: Contact;
  onOutcome: (outcome: Outcome) => void;
  onDeleted: () => void;
}

/** Archive or restore a contact, or delete it (asked first): what its abilities allow. */
export function ContactRecordActions({ contact, onOutcome, onDeleted }: ContactRecordActionsProps) {
  const archive = useSetContactArchived();

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
    <RecordActions
      toggle={
        contact.abilities.archive
          ? {
              label: contact.archived ? 'Restore' : 'Archive',
              pending: archive.isPending,
              onClick: toggleArchived,
            }
          : null
      }
      deleteModal={
        contact.abilities.delete
          ? (props) => <DeleteContactModal contact={contact} {...props} />
          : null
      }
      onDeleted={onDeleted}
    />
  );
}
