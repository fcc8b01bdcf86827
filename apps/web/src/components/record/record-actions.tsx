import { Button, Group } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** What the record's delete modal is given: whether it is open, and the ways out of it. */
export interface DeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** The button that switches the record's state: Archive or Restore, Retire or Reactivate. */
export interface RecordToggle {
  label: string;
  pending: boolean;
  onClick: () => void;
}

interface RecordActionsProps {
  /** Null when the record's abilities do not allow switching its state. */
  toggle: RecordToggle | null;
  /**
   * The modal that asks before deleting, e.g. `(props) => <DeleteContactModal {...props} />`;
   * null when the record's abilities do not allow deleting it.
   */
  deleteModal: ((props: DeleteModalProps) => ReactNode) | null;
  onDeleted: () => void;
}

/** A record's own actions, those its abilities allow: switch its state, or delete it (asked first). */
export function RecordActions({ toggle, deleteModal, onDeleted }: RecordActionsProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Group gap="sm">
      {toggle ? (
        <Button variant="default" loading={toggle.pending} onClick={toggle.onClick}>
          {toggle.label}
        </Button>
      ) : null}
      {deleteModal ? (
        <>
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
        </>
      ) : null}
    </Group>
  );
}
