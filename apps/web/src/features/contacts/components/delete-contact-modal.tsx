import type { Contact } from '@kira/core/contacts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
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
  return (
    <ConfirmModal
      opened={opened}
      title={`Delete ${contact.name}?`}
      message="The contact is removed for good. A contact that documents refer to cannot be deleted: archive it instead, and it stays on those documents."
      confirmLabel="Delete contact"
      mutation={mutation}
      onConfirm={(callbacks) => mutation.mutate(contact.id, callbacks)}
      failureText="Could not delete the contact"
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
