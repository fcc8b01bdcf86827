import type { AuditEntry } from '@kira/core/companies-api';
import { formatDisplayDateTime } from '@kira/core/format/dates';
import { Button, Code, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { auditWho, humaniseName } from '../audit-labels.ts';
import { AuditDiff } from './audit-diff.tsx';

const COLUMNS = 6;

/** The trail, newest first; each row opens to show its before and after. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <TableScroller minWidth={760} label="Audit log">
      <Table verticalSpacing="sm" data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When (Singapore)</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Record</Table.Th>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Changes</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-entry-${entry.id}`;
            const who = auditWho(entry);
            return (
              <Fragment key={entry.id}>
                <Table.Tr data-testid="audit-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDateTime(entry.occurredAt)}
                  </Table.Td>
                  <Table.Td data-testid="audit-who">
                    <Text size="sm" c={who.email ? undefined : 'dimmed'}>
                      {who.name}
                    </Text>
                    {who.email ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {who.email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{humaniseName(entry.entity)}</Table.Td>
                  <Table.Td>
                    <Code style={{ overflowWrap: 'anywhere' }}>{entry.entityId}</Code>
                  </Table.Td>
                  <Table.Td>{humaniseName(entry.action)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? 'Hide changes' : 'Show changes'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailsId} bg="gray.0">
                    <Table.Td colSpan={COLUMNS}>
                      <AuditDiff entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
