import type { AuditEntry } from '@kira/core/companies-api';
import { Table, Text } from '@mantine/core';
import { diffRows, humaniseField } from '../audit-labels.ts';

/** What an entry changed: each field with its value before and after. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No field values were recorded for this change.
      </Text>
    );
  }
  return (
    <Table
      withTableBorder
      withColumnBorders
      bg="white"
      fz="sm"
      data-testid="audit-diff"
      styles={{ td: { overflowWrap: 'anywhere' } }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="25%">
            Field
          </Table.Th>
          <Table.Th scope="col">Before</Table.Th>
          <Table.Th scope="col">After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th scope="row" fw={500}>
              {humaniseField(row.field)}
            </Table.Th>
            <Table.Td>{row.before}</Table.Td>
            <Table.Td>{row.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
