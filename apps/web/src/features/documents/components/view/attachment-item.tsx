import type { Document } from '@kira/core/documents';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { attachmentUrl, useDeleteAttachment } from '../../api/document-attachments.ts';
import { attachmentPreview, formatFileSize } from '../../document-labels.ts';
import { AttachmentPreview } from './attachment-preview.tsx';

interface AttachmentItemProps {
  documentId: string;
  attachment: Document['attachments'][number];
  /** The document's abilities allow adding and removing files. */
  canDelete: boolean;
}

const THUMBNAIL = 48;

/**
 * One attached file: a thumbnail (an image) or its type, its name opening it in a new tab, and
 * a preview in place.
 */
export function AttachmentItem({ documentId, attachment, canDelete }: AttachmentItemProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAttachment();
  const url = attachmentUrl(documentId, attachment.id);
  const preview = attachmentPreview(attachment.contentType);
  return (
    <Group component="li" gap="sm" wrap="nowrap" data-testid="attachment">
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        underline="hover"
        style={{ flex: 1, minWidth: 0 }}
      >
        <Group gap="sm" wrap="nowrap">
          {preview === 'image' ? (
            <img
              src={url}
              alt=""
              width={THUMBNAIL}
              height={THUMBNAIL}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
            />
          ) : (
            <Box
              w={THUMBNAIL}
              h={THUMBNAIL}
              bg="gray.1"
              display="flex"
              style={{
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 4,
                flexShrink: 0,
              }}
            >
              <Text size="xs" fw={700} c="dimmed" aria-hidden="true">
                {preview === 'pdf' ? 'PDF' : 'FILE'}
              </Text>
            </Box>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {attachment.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(attachment.size)}
            </Text>
          </Stack>
        </Group>
      </Anchor>
      {preview === 'image' || preview === 'pdf' ? (
        <AttachmentPreview url={url} fileName={attachment.fileName} kind={preview} />
      ) : null}
      {canDelete ? (
        <>
          <Button
            variant="subtle"
            color="red"
            c="#8a1c1c"
            size="xs"
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
          <ConfirmModal
            opened={confirming}
            title={`Delete ${attachment.fileName}?`}
            message="The file is removed from the document for good."
            confirmLabel="Delete file"
            mutation={remove}
            onConfirm={(callbacks) =>
              remove.mutate({ documentId, attachmentId: attachment.id }, callbacks)
            }
            failureText="Could not delete the file"
            onClose={() => setConfirming(false)}
            onDone={() => setConfirming(false)}
          />
        </>
      ) : null}
    </Group>
  );
}
