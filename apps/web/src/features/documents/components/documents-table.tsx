import type { DocumentSortField, DocumentSummary } from '@kira/core/documents';
import { formatDisplayDate } from '@kira/core/format/dates';
import { formatAmount } from '@kira/core/format/money';
import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { usePhone } from '../../../lib/layout/server-render.ts';
import { toggleSort } from '../../../lib/listing/sort-order.ts';
import type { DocumentSort } from '../document-list-params.ts';
import { documentPath } from '../document-paths.ts';
import { StatusBadge } from './status-badge.tsx';

interface DocumentsTableProps {
  documents: readonly DocumentSummary[];
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  /** Invoices show their due date and balance. */
  owed: boolean;
  /** The documents ticked (for their PDFs), and how a tick changes them. */
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], ticked: boolean) => void;
}

function lateness(document: DocumentSummary): 'Overdue' | 'Expired' | null {
  return document.overdue ? 'Overdue' : document.expired ? 'Expired' : null;
}

/** What a row's tick box is called: the document by its number. */
function rowLabel(document: DocumentSummary): string {
  const draft = `draft for ${document.contactName || 'no contact'} of ${formatDisplayDate(document.issueDate)}`;
  return `Select ${document.number ?? draft}`;
}

/**
 * One page of documents; a click on a row (or its number, by keyboard) opens the document. Each
 * row has a tick box (and the header one for the whole page) to choose documents for their PDFs.
 * On a phone the row keeps number, status, total and balance in view without sideways scrolling:
 * status, contact and reference stack under the number, the dates are left to the document.
 */
export function DocumentsTable({
  documents,
  sort,
  onSort,
  owed,
  selected,
  onSelect,
}: DocumentsTableProps) {
  const navigate = useNavigate();
  const narrow = usePhone();
  const header = (field: DocumentSortField, label: string, numeric = false) => (
    <SortableHeader
      field={field}
      sort={sort}
      onSort={(clicked) =>
        onSort(toggleSort(sort, clicked, { descendingFirst: ['issueDate', 'total', 'createdAt'] }))
      }
      align={numeric ? 'right' : undefined}
    >
      {label}
    </SortableHeader>
  );

  function openRow(event: MouseEvent, document: DocumentSummary) {
    if ((event.target as HTMLElement).closest('a, input, label')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(documentPath(document.id));
  }

  const money = (document: DocumentSummary, amount: string) =>
    formatAmount(amount, { currency: document.currency });
  const ticked = documents.filter((d) => selected.has(d.id)).length;

  return (
    <TableScroller minWidth={narrow ? 0 : 820} label="Documents">
      <Table verticalSpacing="sm" highlightOnHover data-testid="documents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label="Select every document on this page"
                checked={documents.length > 0 && ticked === documents.length}
                indeterminate={ticked > 0 && ticked < documents.length}
                onChange={(event) =>
                  onSelect(
                    documents.map((d) => d.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            {header('number', 'Number')}
            {narrow ? null : (
              <>
                <Table.Th scope="col">Contact</Table.Th>
                {header('issueDate', 'Issue date')}
                {owed ? header('dueDate', 'Due date') : null}
                <Table.Th scope="col">Status</Table.Th>
              </>
            )}
            {header('total', 'Total', true)}
            {owed ? (
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                Balance
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr
              key={document.id}
              data-testid="document-row"
              onClick={(event) => openRow(event, document)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Checkbox
                  aria-label={rowLabel(document)}
                  checked={selected.has(document.id)}
                  onChange={(event) => onSelect([document.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: narrow ? 'normal' : 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={documentPath(document.id)}
                  fw={600}
                  size="sm"
                  underline="hover"
                >
                  {document.number ?? 'Draft'}
                </Anchor>
                {narrow ? (
                  <div data-testid="document-status">
                    <StatusBadge status={document.status} late={lateness(document)} />
                  </div>
                ) : null}
                {document.reference ? (
                  <Text size="xs" c="dimmed">
                    {document.reference}
                  </Text>
                ) : null}
                {narrow ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {document.contactName}
                  </Text>
                ) : null}
              </Table.Th>
              {narrow ? null : (
                <>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.contactName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDisplayDate(document.issueDate)}
                  </Table.Td>
                  {owed ? (
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {document.dueDate ? formatDisplayDate(document.dueDate) : ''}
                    </Table.Td>
                  ) : null}
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="document-status">
                    <StatusBadge status={document.status} late={lateness(document)} />
                  </Table.Td>
                </>
              )}
              <Table.Td
                style={{ whiteSpace: 'nowrap', textAlign: 'right' }}
                data-testid="document-total"
              >
                {money(document, document.total)}
              </Table.Td>
              {owed ? (
                <Table.Td
                  style={{ whiteSpace: 'nowrap', textAlign: 'right' }}
                  data-testid="document-balance"
                >
                  {money(document, document.balance)}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
