import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { DocumentLetterhead } from './document-letterhead.tsx';
import { DocumentLines } from './document-lines.tsx';
import { DocumentParties } from './document-parties.tsx';
import { DocumentTotals } from './document-totals.tsx';

function Passage({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Stack>
  );
}

/**
 * An issued (or void) document laid out as it prints: letterhead, title and number, contact and
 * dates, lines, totals, notes and terms; a void one says so, with the reason.
 */
export function DocumentView({ document }: { document: Document }) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      aria-label={`${kindLabel(document.kind)} ${document.number ?? 'draft'}`}
      data-testid="document-view"
    >
      <Stack gap="lg">
        <DocumentLetterhead document={document} />
        {document.status === 'void' ? (
          <Box
            p="sm"
            data-testid="void-notice"
            style={{
              border: '1px solid var(--mantine-color-red-4)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Text fw={700} c="#8a1c1c">
              {`This ${kindLabel(document.kind).toLowerCase()} is void.`}
            </Text>
            {document.voidReason ? (
              <Text size="sm" c="#8a1c1c">
                Reason: {document.voidReason}
              </Text>
            ) : null}
          </Box>
        ) : null}
        <DocumentParties document={document} />
        <DocumentLines document={document} />
        <DocumentTotals document={document} />
        <Passage
          title={document.kind === 'credit' ? 'Reason for the credit' : 'Notes'}
          text={document.notes}
        />
        <Passage title="Terms" text={document.terms} />
      </Stack>
    </Paper>
  );
}
