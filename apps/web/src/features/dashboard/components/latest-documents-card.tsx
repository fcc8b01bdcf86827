import type { Dashboard } from '@kira/core/dashboard';
import { DOCUMENT_STATUS_LABELS, kindLabel } from '@kira/core/document-lifecycle';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { dashboardLinks } from '../dashboard-links.ts';

type LatestDocuments = NonNullable<Dashboard['latestDocuments']>;

/** The newest documents of the kinds this member reads, each opening its page. */
export function LatestDocumentsCard({ documents }: { documents: LatestDocuments }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="latest-documents">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Latest documents
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <TableScroller minWidth={560} label="Latest documents">
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Document</Table.Th>
                  <Table.Th scope="col">Contact</Table.Th>
                  <Table.Th scope="col">Issue date</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Total
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={dashboardLinks.document(d.id)}
                        size="sm"
                        fw={600}
                      >
                        {kindLabel(d.kind)} {d.number ?? '(draft)'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{d.contactName}</Table.Td>
                    <Table.Td>{formatDisplayDate(d.issueDate)}</Table.Td>
                    <Table.Td>{DOCUMENT_STATUS_LABELS[d.status]}</Table.Td>
                    <Table.Td ta="right">
                      {formatAmount(d.total, { currency: d.currency })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </Stack>
    </Paper>
  );
}
