import {
  DOCUMENT_KINDS,
  type DocumentKind,
  documentActions,
  kindNoun,
} from '@kira/core/document-lifecycle';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { Anchor, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { answerOf, api } from '../../lib/api/client.ts';
import { allows } from '../../lib/auth/abilities.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { TableScroller } from '../table-scroller.tsx';

const RECENT = 5;

interface RelatedDocumentsProps {
  /** Whose documents: a contact's, or those with a line of a product. */
  filter: { contactId: string } | { productId: string };
  /** The kind shown first. */
  kind: DocumentKind;
  /** Above the list: a contact's balance, say. */
  summary?: ReactNode;
}

/**
 * A record's latest documents of a kind (the kinds this user may read), each linked, and a
 * link to all of them in the documents list.
 */
export function RelatedDocuments({ filter, kind: firstKind, summary }: RelatedDocumentsProps) {
  const { abilities, customClaims } = useAuthContext();
  const kinds = DOCUMENT_KINDS.filter((k) => allows(abilities, documentActions(k.value).read));
  const [kind, setKind] = useState<DocumentKind>(
    kinds.some((k) => k.value === firstKind) ? firstKind : (kinds[0]?.value ?? firstKind),
  );
  const query = useQuery({
    queryKey: ['documents', customClaims?.tenantId, 'list', 'related', kind, filter],
    queryFn: () =>
      answerOf(
        api.GET('/api/documents', {
          params: { query: { kind, ...filter, sort: '-issueDate', page: 1, pageSize: RECENT } },
        }),
        'Could not load the documents',
      ),
    enabled: kinds.length > 0,
  });
  const all = `/documents?${new URLSearchParams({ kind, ...filter }).toString()}`;
  if (kinds.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="related-documents">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            Documents
          </Title>
          <NativeSelect
            aria-label="Kind of documents"
            size="xs"
            data={kinds.map((k) => ({ value: k.value, label: `${k.label}s` }))}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as DocumentKind)}
          />
        </Group>
        {summary}
        {query.data && query.data.total === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : null}
        {query.data && query.data.total > 0 ? (
          <TableScroller minWidth={520} label="Documents">
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Number</Table.Th>
                  <Table.Th scope="col">Issue date</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Total
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Balance
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/document/${d.id}`} size="sm" fw={600}>
                        {d.number ?? 'Draft'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDisplayDate(d.issueDate)}</Table.Td>
                    <Table.Td>{d.status.replace('_', ' ')}</Table.Td>
                    <Table.Td ta="right">
                      {formatAmount(d.total, { currency: d.currency })}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatAmount(d.balance, { currency: d.currency })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        ) : null}
        {query.data && query.data.total > RECENT ? (
          <Anchor component={Link} to={all} size="sm">
            All {query.data.total} {kindNoun(kind)}s
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
