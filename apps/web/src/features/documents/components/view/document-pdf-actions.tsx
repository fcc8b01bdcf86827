import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { documentPdfUrl } from '../../api/document-pdf.ts';

/** The document as its PDF: previewed in place, or downloaded (`INV-000042.pdf`). */
export function DocumentPdfActions({ document }: { document: Document }) {
  const [open, setOpen] = useState(false);
  const name = `${kindLabel(document.kind)} ${document.number ?? '(draft)'}`;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Preview PDF
      </Button>
      <Button
        component="a"
        variant="default"
        href={documentPdfUrl(document.id, { download: true })}
        download
      >
        Download PDF
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`${name} (PDF)`}
        size="xl"
        centered
      >
        {open ? (
          <iframe
            src={documentPdfUrl(document.id)}
            title={`PDF of ${name}`}
            data-testid="document-pdf-preview"
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
        ) : null}
      </Modal>
    </>
  );
}
