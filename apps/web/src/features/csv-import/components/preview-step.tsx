import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import type { ImportEntity } from '../import-entity.ts';
import type { ImportPreview } from '../import-preview.ts';
import { ProblemsTable } from './problems-table.tsx';

interface PreviewStepProps<T> {
  entity: ImportEntity<T>;
  preview: ImportPreview<T>;
  onBack: () => void;
  onNext: () => void;
}

function rows(count: number): string {
  return count === 1 ? '1 row' : `${count.toLocaleString('en-SG')} rows`;
}

/** Step 3: the first rows as they would be imported, and every row that would be rejected. */
export function PreviewStep<T>({ entity, preview, onBack, onNext }: PreviewStepProps<T>) {
  const columns = entity.columns;
  const valid = preview.total - preview.rejectedRows;
  return (
    <Stack gap="md">
      <Text size="sm" role="status" data-testid="import-preview-summary">
        {rows(preview.total)} in the file: {rows(valid)} can be imported
        {preview.rejectedRows > 0 ? `, ${rows(preview.rejectedRows)} would be rejected` : ''}.
        {preview.warnings.length > 0 ? ` ${preview.warnings.length} warnings.` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        The first {Math.min(preview.total, preview.sample.length)} rows, as Kira would import them.{' '}
        {entity.matching} Such a row is checked against what Kira has in the next step, where a
        blank cell keeps the stored value.
      </Text>
      <TableScroller minWidth={160 + columns.length * 120} label="Rows to import">
        <Table verticalSpacing="xs" withTableBorder data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Check</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col" ta={column.align ?? 'left'}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.sample.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  {row.ok ? (
                    <Badge size="sm" variant="light" color="green" c="#1b5e20" tt="none">
                      {row.warnings.length > 0 ? 'OK, with a warning' : 'OK'}
                    </Badge>
                  ) : (
                    <Badge size="sm" variant="light" color="red" c="#8a1c1c" tt="none">
                      Rejected
                    </Badge>
                  )}
                </Table.Td>
                {row.ok ? (
                  columns.map((column) => (
                    <Table.Td
                      key={column.label}
                      ta={column.align ?? 'left'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {column.value(row.value)}
                    </Table.Td>
                  ))
                ) : (
                  <Table.Td colSpan={columns.length}>
                    {row.problems.map((problem) => problem.message).join(' ')}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <ProblemsTable
        title="Rows that would be rejected"
        problems={preview.rejected}
        fields={entity.fields}
        testId="import-preview-rejected"
      />
      <ProblemsTable title="Warnings" problems={preview.warnings} fields={entity.fields} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={preview.total === 0}>
          Next: review the changes
        </Button>
      </Group>
    </Stack>
  );
}
