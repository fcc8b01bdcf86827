import { Button, Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** What the record's delete modal is given: whether it is open, and the ways out of it. */
export interface DeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

interface RecordActionsProps {
  /** The button that switches the record's state: Archive or Restore, Retire or Reactivate. */
  toggleLabel: string;
  toggling: boolean;
  onToggle: () => void;
  /** The modal that asks before deleting, e.g. `(props) => <DeleteContactModal {...props} />`. */
  deleteModal: (props: DeleteModalProps) => ReactNode;
  onDeleted: () => void;
}

/** A record's own actions: switch its state, or delete it (asked first). */
export function RecordActions({
  toggleLabel,
  toggling,
  onToggle,
  deleteModal,
  onDeleted,
}: RecordActionsProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Group gap="sm">
      <Button variant="default" loading={toggling} onClick={onToggle}>
        {toggleLabel}
      </Button>
      <Button variant="subtle" color="red" c="#8a1c1c" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      {deleteModal({
        opened: deleting,
        onClose: () => setDeleting(false),
        onDeleted: () => {
          setDeleting(false);
          onDeleted();
        },
      })}
    </Group>
  );
}
