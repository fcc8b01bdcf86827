import type { CsvField, RowProblem } from '@kira/core/csv-import';
import { Stack, Table, Text, Title } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { fieldLabelOf } from '../import-labels.ts';

const MAX_SHOWN = 200;

interface ProblemsTableProps {
  title: string;
  problems: readonly RowProblem[];
  fields: readonly CsvField[];
  testId?: string;
}

/** Row, column and message of each problem (the first 200; the count says how many more). */
export function ProblemsTable({ title, problems, fields, testId }: ProblemsTableProps) {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, MAX_SHOWN);
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <TableScroller minWidth={480} label={title}>
        <Table verticalSpacing="xs" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={70}>
                Row
              </Table.Th>
              <Table.Th scope="col" w={200}>
                Column
              </Table.Th>
              <Table.Th scope="col">Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems.
              <Table.Tr key={`${problem.row}-${index}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{fieldLabelOf(fields, problem.field)}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {problems.length > MAX_SHOWN ? (
        <Text size="sm" c="dimmed">
          and {(problems.length - MAX_SHOWN).toLocaleString('en-SG')} more.
        </Text>
      ) : null}
    </Stack>
  );
}
