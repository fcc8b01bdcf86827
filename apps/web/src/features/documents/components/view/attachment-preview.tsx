import { Button, Modal } from '@mantine/core';
import { useState } from 'react';

interface AttachmentPreviewProps {
  url: string;
  fileName: string;
  kind: 'image' | 'pdf';
}

/** Shows an attached image or PDF in place, without leaving the document. */
export function AttachmentPreview({ url, fileName, kind }: AttachmentPreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        aria-label={`Preview ${fileName}`}
        onClick={() => setOpen(true)}
      >
        Preview
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={fileName} size="xl" centered>
        {kind === 'image' ? (
          <img src={url} alt={fileName} style={{ maxWidth: '100%', display: 'block' }} />
        ) : (
          <iframe
            src={url}
            title={fileName}
            data-testid="pdf-preview"
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
        )}
      </Modal>
    </>
  );
}
