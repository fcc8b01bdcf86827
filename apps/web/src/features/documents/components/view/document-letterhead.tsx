import { chargesGst } from '@kira/core/document-amounts';
import { documentTitle } from '@kira/core/document-letterhead';
import { kindLabel } from '@kira/core/document-lifecycle';
import type { Document } from '@kira/core/documents';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useAuthContext } from '../../../../lib/auth/auth-context.tsx';
import { useDocumentLetterhead } from '../../api/document-letterhead.ts';
import { StatusBadge } from '../status-badge.tsx';

/**
 * The top of the document as it prints: the company's logo, legal name, UEN, address and GST
 * registration number as it was issued (`GET /api/documents/letterhead?document=`), then the
 * title, number and status.
 * The title is core's `documentTitle`: a GST-registered company's invoice is a "Tax Invoice"
 * (PRODUCT.md section 3) dated on or after its registration (`chargesGst`: before it, no title
 * of a tax invoice and no GST number); until the letterhead has come, the kind's name.
 */
export function DocumentLetterhead({ document }: { document: Document }) {
  const { company } = useAuthContext();
  const { data: letterhead } = useDocumentLetterhead(document.id);
  const name = letterhead?.legalName ?? company?.name ?? '';
  const registered =
    letterhead !== undefined &&
    chargesGst(
      { gstRegistered: letterhead.gstNumber !== null, gstRegisteredOn: letterhead.gstRegisteredOn },
      document.issueDate,
    );
  const title = letterhead
    ? documentTitle({ kind: document.kind, gstRegistered: registered })
    : kindLabel(document.kind);
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={2} data-testid="document-issuer">
        {letterhead?.logoUrl ? (
          <Image src={letterhead.logoUrl} alt={`${name} logo`} h={56} w="auto" fit="contain" />
        ) : null}
        <Text fw={700} size="lg" data-testid="document-company">
          {name}
        </Text>
        {letterhead?.uen ? <Text size="sm">UEN {letterhead.uen}</Text> : null}
        {letterhead?.addressLines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {registered && letterhead?.gstNumber ? (
          <Text size="sm" data-testid="document-gst-number">
            GST Reg. No. {letterhead.gstNumber}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4} align="flex-end">
        <Title order={2} size="h3" data-testid="document-title">
          {title}
        </Title>
        <Text fw={600} data-testid="document-number">
          {document.number ?? 'Draft'}
        </Text>
        <Group gap={0}>
          <StatusBadge
            status={document.status}
            late={document.overdue ? 'Overdue' : document.expired ? 'Expired' : null}
          />
        </Group>
      </Stack>
    </Group>
  );
}
