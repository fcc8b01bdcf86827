import type { ContactListItem, ContactSortField } from '@kira/core/contacts';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortableHeader } from '../../../components/list/sortable-header.tsx';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { toggleSort } from '../../../lib/listing/sort-order.ts';
import { roleLabel } from '../contact-labels.ts';
import type { ContactSort } from '../contact-list-params.ts';
import { contactPath } from '../contact-paths.ts';

interface ContactsTableProps {
  contacts: readonly ContactListItem[];
  sort: ContactSort;
  onSort: (sort: ContactSort) => void;
}

/** One page of contacts; a click on a row (or its name, by keyboard) opens the contact. */
export function ContactsTable({ contacts, sort, onSort }: ContactsTableProps) {
  const navigate = useNavigate();
  const header = (field: ContactSortField, label: string) => (
    <SortableHeader
      field={field}
      sort={sort}
      onSort={(clicked) => onSort(toggleSort(sort, clicked, { descendingFirst: ['updatedAt'] }))}
    >
      {label}
    </SortableHeader>
  );

  function openRow(event: MouseEvent, contact: ContactListItem) {
    // The name is a link of its own; a click on it (or a selection of text) is not a row click.
    if ((event.target as HTMLElement).closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(contactPath(contact.id));
  }

  return (
    <TableScroller minWidth={880} label="Contacts">
      <Table verticalSpacing="sm" highlightOnHover data-testid="contacts-table">
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Name')}
            {header('role', 'Role')}
            {header('uen', 'UEN')}
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">Tags</Table.Th>
            {header('updatedAt', 'Updated')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            <Table.Tr
              key={contact.id}
              data-testid="contact-row"
              onClick={(event) => openRow(event, contact)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Th scope="row" fw={400}>
                <Group gap={6} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={contactPath(contact.id)}
                    fw={600}
                    size="sm"
                    underline="hover"
                  >
                    {contact.name}
                  </Anchor>
                  {contact.archived ? (
                    <Badge size="xs" variant="outline" color="ink.7">
                      Archived
                    </Badge>
                  ) : null}
                </Group>
                {contact.contactPerson ? (
                  <Text size="xs" c="dimmed">
                    {contact.contactPerson}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{roleLabel(contact.role)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{contact.uen}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{contact.emails[0] ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{contact.phones[0] ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {contact.tags.map((tag) => (
                    <Badge key={tag} size="sm" variant="outline" color="ink.8" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(contact.updatedAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
