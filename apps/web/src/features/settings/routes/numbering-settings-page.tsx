import type { NumberingEntry } from '@kira/core/companies-api';
import { Button, Code, Paper, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { useNumbering } from '../api/get-numbering.ts';
import { NumberingEditModal } from '../components/numbering-edit-modal.tsx';

/** /settings/numbering: each document kind's prefix, padding and next number. */
export function NumberingSettingsPage() {
  const query = useNumbering();
  const [editing, setEditing] = useState<NumberingEntry | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const canWrite = allows(query.data?.abilities, 'company.update');

  return (
    <SettingsSection
      title="Numbering"
      lead="How each kind of document is numbered. Numbers only move forward, so none is ever given twice."
      testId="settings-numbering"
    >
      {query.isPending ? <LoadingScreen /> : null}
      {query.isError ? (
        <StatusAlert kind="error">
          {errorText(query.error, 'Could not load the document numbering')}
        </StatusAlert>
      ) : null}
      {saved ? <StatusAlert kind="success">{saved}</StatusAlert> : null}
      {query.data ? (
        <Paper withBorder radius="md">
          <TableScroller minWidth={640} label="Document numbering">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Document</Table.Th>
                  <Table.Th scope="col">Prefix</Table.Th>
                  <Table.Th scope="col">Padding</Table.Th>
                  <Table.Th scope="col">Next number</Table.Th>
                  <Table.Th scope="col">Next document</Table.Th>
                  {canWrite ? (
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((entry) => (
                  <Table.Tr key={entry.kind}>
                    <Table.Th scope="row" fw={500}>
                      {entry.label}
                    </Table.Th>
                    <Table.Td>
                      {entry.prefix === '' ? '(none)' : <Code>{entry.prefix}</Code>}
                    </Table.Td>
                    <Table.Td>{entry.padding}</Table.Td>
                    <Table.Td>{entry.nextNumber.toLocaleString('en-SG')}</Table.Td>
                    <Table.Td>
                      <Code>{entry.preview}</Code>
                    </Table.Td>
                    {canWrite ? (
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${entry.label} numbering`}
                          onClick={() => {
                            setSaved(null);
                            setEditing(entry);
                          }}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        </Paper>
      ) : null}
      <NumberingEditModal
        entry={editing}
        onClose={() => setEditing(null)}
        onSaved={(label) => {
          setEditing(null);
          setSaved(`${label} numbering is saved.`);
        }}
      />
    </SettingsSection>
  );
}
