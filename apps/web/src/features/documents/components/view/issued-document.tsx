import type { Document } from '@kira/core/documents';
import { Stack } from '@mantine/core';
import { DocumentActions } from './document-actions.tsx';
import { DocumentAttachments } from './document-attachments.tsx';
import { DocumentChain } from './document-chain.tsx';
import { DocumentHistory } from './document-history.tsx';
import { DocumentSends } from './document-sends.tsx';
import { DocumentView } from './document-view.tsx';

/**
 * A document that can no longer be edited (issued, void, or a draft this user may only read):
 * its actions, the document as it prints, its e-mails, its chain, its files and its history.
 */
export function IssuedDocument({ document }: { document: Document }) {
  return (
    <Stack gap="lg" data-testid="issued-document">
      <DocumentActions document={document} />
      <DocumentView document={document} />
      <DocumentSends document={document} />
      <DocumentChain document={document} />
      <DocumentAttachments document={document} />
      <DocumentHistory document={document} />
    </Stack>
  );
}
