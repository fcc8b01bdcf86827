import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorText } from '../lib/api/api-error.ts';
import { StatusAlert } from './status-alert.tsx';

/** What the action is given to say how it ended (the options of react-query's `mutate`). */
export interface ConfirmCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What confirming does. Null when there is nothing to confirm: the modal closes empty. */
  message: ReactNode;
  confirmLabel: string;
  /** The action's mutation: the button shows it pending, and closing resets it. */
  mutation: { isPending: boolean; reset: () => void };
  /** Starts the action, e.g. `(callbacks) => mutation.mutate(contact.id, callbacks)`. */
  onConfirm: (callbacks: ConfirmCallbacks) => void;
  /** Said when the action fails without a message of its own. */
  failureText: string;
  onClose: () => void;
  /** Called once the action has succeeded. */
  onDone: () => void;
}

/**
 * Asks before an action that cannot be undone (delete, remove), runs it, and shows the server's
 * refusal in place (a document refers to the record, the last administrator).
 */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  mutation,
  onConfirm,
  failureText,
  onClose,
  onDone,
}: ConfirmModalProps) {
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    mutation.reset();
    onClose();
  }

  function confirm() {
    setFailure(null);
    onConfirm({
      onSuccess: onDone,
      onError: (error) => setFailure(errorText(error, failureText)),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {message === null ? null : (
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="#8a1c1c" onClick={confirm} loading={mutation.isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
