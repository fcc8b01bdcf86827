import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { useDeleteDocument } from '../../api/save-document.ts';
import { documentsPath } from '../../document-paths.ts';

interface DeleteDraftDialogProps {
  document: Document;
  opened: boolean;
  onClose: () => void;
  /** Called before leaving: the editor's unsaved changes went with the draft. */
  onDeleted: () => void;
}

/** Asks, then deletes the draft and opens the list of its kind. */
export function DeleteDraftDialog({
  document,
  opened,
  onClose,
  onDeleted,
}: DeleteDraftDialogProps) {
  const navigate = useNavigate();
  const mutation = useDeleteDocument();
  const what = `${kindLabel(document.kind).toLowerCase()} draft`;
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete this ${what}?`}>
      <Stack gap="md">
        <Text size="sm">Its lines and attachments go with it. This cannot be undone.</Text>
        {mutation.error ? (
          <StatusAlert kind="error">{errorText(mutation.error, 'Could not delete')}</StatusAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="#8a1c1c"
            loading={mutation.isPending}
            onClick={() =>
              mutation.mutate(document.id, {
                onSuccess: () => {
                  onDeleted();
                  void navigate(documentsPath(document.kind), { replace: true });
                },
              })
            }
          >
            Delete draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
