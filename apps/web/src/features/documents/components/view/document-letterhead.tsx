import type { Document } from '@kira/core/documents';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useAuthContext } from '../../../../lib/auth/auth-context.tsx';
import { kindLabel } from '../../document-labels.ts';
import { StatusBadge } from '../status-badge.tsx';

/**
 * The top of the document as it prints: the company's name, then the title, number and status.
 * The title is the kind's ("Invoice"): the session does not say whether the company is
 * GST-registered, which would make an invoice a "Tax Invoice" (PRODUCT.md section 3).
 */
export function DocumentLetterhead({ document }: { document: Document }) {
  const { company } = useAuthContext();
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Text fw={700} size="lg" data-testid="document-company">
        {company?.name ?? ''}
      </Text>
      <Stack gap={4} align="flex-end">
        <Title order={2} size="h3" data-testid="document-title">
          {kindLabel(document.kind)}
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
