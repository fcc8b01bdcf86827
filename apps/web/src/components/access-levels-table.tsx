import type { DepartmentAccess } from '@kira/core/claims';
import { Table } from '@mantine/core';
import { accessRows } from './access-level-labels.ts';

interface AccessLevelsTableProps {
  levels: readonly DepartmentAccess[];
  caption?: string;
}

/** A user's level in each department of the active company, in the seed's order. */
export function AccessLevelsTable({ levels, caption = 'Access levels' }: AccessLevelsTableProps) {
  return (
    <Table
      striped
      withTableBorder
      maw={420}
      captionSide="top"
      styles={{ caption: { textAlign: 'left', fontWeight: 600, color: 'inherit' } }}
    >
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Department</Table.Th>
          <Table.Th scope="col">Level</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accessRows(levels).map(({ department, level }) => (
          <Table.Tr key={department}>
            <Table.Th scope="row" fw={500}>
              {department}
            </Table.Th>
            <Table.Td>{level}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
