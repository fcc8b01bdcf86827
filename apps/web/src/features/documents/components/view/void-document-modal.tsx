import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { voidSchema } from '@kira/core/documents';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { errorText } from '../../../../lib/api/api-error.ts';
import { issueErrors } from '../../../../lib/forms/issue-errors.ts';
import { useVoidDocument } from '../../api/document-actions.ts';

interface VoidDocumentModalProps {
  document: Document;
  opened: boolean;
  onClose: () => void;
  onVoided: (document: Document) => void;
}

function VoidForm({ document, onClose, onVoided }: Omit<VoidDocumentModalProps, 'opened'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useVoidDocument();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = voidSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(issueErrors(parsed.error.issues).reason);
      return;
    }
    mutation.mutate(
      { id: document.id, reason: parsed.data.reason },
      {
        onSuccess: onVoided,
        onError: (cause) => setFailure(errorText(cause, 'Could not void the document')),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="void-form">
      <Stack gap="md">
        <Text size="sm">
          {`The ${kindLabel(document.kind).toLowerCase()} keeps its number, marked void with the reason. This cannot be undone.`}
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="#8a1c1c" loading={mutation.isPending}>
            Void document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks why before voiding an issued document, and shows the server's refusal in place. */
export function VoidDocumentModal({ document, opened, onClose, onVoided }: VoidDocumentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Void ${document.number ?? 'this document'}?`}
      centered
    >
      <VoidForm document={document} onClose={onClose} onVoided={onVoided} />
    </Modal>
  );
}
