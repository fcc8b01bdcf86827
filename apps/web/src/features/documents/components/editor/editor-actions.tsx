import type { Document } from '@kira/core/documents';
import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { DeleteDraftButton } from './delete-draft-button.tsx';

interface EditorActionsProps {
  /** The draft being edited; none for a new document. */
  document: Document | undefined;
  dirty: boolean;
  saving: boolean;
  issuing: boolean;
  mayIssue: boolean;
  onIssue: () => void;
  onSend: () => void;
  onDeleted: () => void;
}

/**
 * The editor's buttons (Save draft submits the form) and the saving shortcut. Memoized: a
 * keystroke in a line changes none of its props once the draft is unsaved.
 */
export const EditorActions = memo(function EditorActions({
  document,
  dirty,
  saving,
  issuing,
  mayIssue,
  onIssue,
  onSend,
  onDeleted,
}: EditorActionsProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed">
        {dirty ? 'Unsaved changes · ' : ''}Ctrl+S (⌘S on a Mac) saves the draft
      </Text>
      <Group gap="sm">
        {document?.abilities.delete ? (
          <DeleteDraftButton document={document} onDeleted={onDeleted} />
        ) : null}
        <Button type="submit" variant="default" loading={saving && !issuing}>
          Save draft
        </Button>
        {document?.abilities.send ? (
          <Button
            variant="default"
            disabled={dirty || saving || issuing}
            title={dirty ? 'Save the draft first' : undefined}
            onClick={onSend}
          >
            Send by e-mail
          </Button>
        ) : null}
        {mayIssue ? (
          <Button onClick={onIssue} loading={issuing}>
            Issue
          </Button>
        ) : null}
      </Group>
    </Group>
  );
});
