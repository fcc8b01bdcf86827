import type { DocumentKind } from '@kira/core/document-lifecycle';
import { kindLabel } from '@kira/core/document-lifecycle';
import type { DocumentSums } from '@kira/core/documents';
import { formatSgd } from '@kira/core/format/money';
import { Group, Text } from '@mantine/core';
import { kindPlural } from '../document-labels.ts';

/** How many documents the filters match, their total, and (invoices) what is still owed. */
export function DocumentSumsLine({ kind, sums }: { kind: DocumentKind; sums: DocumentSums }) {
  return (
    <Group gap="lg" data-testid="document-sums" aria-live="polite">
      <Text size="sm">
        <strong>{sums.count.toLocaleString('en-SG')}</strong>{' '}
        {sums.count === 1 ? kindLabel(kind).toLowerCase() : kindPlural(kind).toLowerCase()}
      </Text>
      <Text size="sm">
        Total <strong>{formatSgd(sums.total)}</strong>
      </Text>
      {kind === 'invoice' ? (
        <Text size="sm">
          Balance <strong>{formatSgd(sums.balance)}</strong>
        </Text>
      ) : null}
    </Group>
  );
}
