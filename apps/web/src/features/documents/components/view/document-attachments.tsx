import type { Document } from '@kira/core/documents';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../../components/status-alert.tsx';
import { ApiError, errorText } from '../../../../lib/api/api-error.ts';
import { useUploadAttachment } from '../../api/document-attachments.ts';
import { AttachmentDropZone } from './attachment-drop-zone.tsx';
import { AttachmentItem } from './attachment-item.tsx';
import { DocumentSection } from './document-section.tsx';

function uploadErrorText(error: unknown): string {
  // A file over the limit is refused before it is read, with words about "the request body".
  if (error instanceof ApiError && error.status === 413) {
    return 'An attachment can be at most 5 MB.';
  }
  return errorText(error, 'Could not attach the file');
}

/** The files attached to a document; adding and removing them as its abilities allow. */
export function DocumentAttachments({ document }: { document: Document }) {
  const upload = useUploadAttachment();
  const [failure, setFailure] = useState<string | null>(null);
  const canAttach = document.abilities.attach;

  async function uploadFiles(files: File[]) {
    setFailure(null);
    // One after another: the server counts a document's files (at most 10) as they arrive.
    for (const file of files) {
      try {
        await upload.mutateAsync({ documentId: document.id, file });
      } catch (error) {
        setFailure(`${file.name}: ${uploadErrorText(error)}`);
        return;
      }
    }
  }

  return (
    <DocumentSection name="attachments" title="Attachments">
      {document.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files attached.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {document.attachments.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              documentId={document.id}
              attachment={attachment}
              canDelete={canAttach}
            />
          ))}
        </Stack>
      )}
      {canAttach ? (
        <AttachmentDropZone
          uploading={upload.isPending}
          onFiles={(files) => void uploadFiles(files)}
        />
      ) : null}
      {failure ? <StatusAlert kind="error">{failure}</StatusAlert> : null}
    </DocumentSection>
  );
}
