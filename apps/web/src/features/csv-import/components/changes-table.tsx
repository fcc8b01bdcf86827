import type { CsvField, ImportReport } from '@kira/core/csv-import';
import { Stack, Table, Text, Title } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { fieldLabelOf } from '../import-labels.ts';
import { reviewLines, shownValue } from '../review-lines.ts';

interface ChangesTableProps {
  title: string;
  report: ImportReport;
  fields: readonly CsvField[];
  testId?: string;
}

/**
 * Each field the rows change on the records they match, before and after, and each blank cell
 * that kept a stored value. The server lists the first 1,000 of each; the counts say the rest.
 */
export function ChangesTable({ title, report, fields, testId }: ChangesTableProps) {
  const lines = reviewLines(report, fields);
  if (lines.length === 0) return null;
  const unlisted =
    report.changesTotal - report.changes.length + report.keptBlanksTotal - report.keptBlanks.length;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {report.changesTotal.toLocaleString('en-SG')}{' '}
        {report.changesTotal === 1 ? 'field changes' : 'fields change'}
        {report.keptBlanksTotal > 0
          ? `; ${report.keptBlanksTotal.toLocaleString('en-SG')} blank ${report.keptBlanksTotal === 1 ? 'cell keeps' : 'cells keep'} what Kira has`
          : ''}
        .
      </Text>
      {/* Narrow enough for a phone: the four columns wrap rather than scroll away. */}
      <TableScroller minWidth={320} label={title}>
        <Table verticalSpacing="xs" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={56}>
                Row
              </Table.Th>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">In Kira now</Table.Th>
              <Table.Th scope="col">After the import</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.row}-${line.field}`} data-testid="import-change">
                <Table.Td>{line.row}</Table.Td>
                <Table.Td>{fieldLabelOf(fields, line.field)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{shownValue(line.before)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {line.after === null ? (
                    <Text span size="sm" c="dimmed">
                      {shownValue(null)}
                    </Text>
                  ) : (
                    shownValue(line.after)
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {unlisted > 0 ? (
        <Text size="sm" c="dimmed">
          and {unlisted.toLocaleString('en-SG')} more not listed here.
        </Text>
      ) : null}
    </Stack>
  );
}
