import type { Member } from '@kira/core/companies-api';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { AccessBadges } from './access-badges.tsx';

interface MembersTableProps {
  members: readonly Member[];
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/**
 * Who is in the company, their title and the departments they can use, at what level; Edit
 * and Remove where the member's abilities (from the server) allow them.
 */
export function MembersTable({ members, onEdit, onRemove }: MembersTableProps) {
  const canManage = members.some((member) => member.abilities.edit || member.abilities.remove);
  return (
    <TableScroller minWidth={canManage ? 860 : 720} label="Members">
      <Table verticalSpacing="sm" highlightOnHover data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Access</Table.Th>
            <Table.Th scope="col">Joined</Table.Th>
            {canManage ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            return (
              <Table.Tr key={member.userUid} data-testid="member-row">
                <Table.Th scope="row" fw={400}>
                  <Stack gap={0}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {member.name}
                      </Text>
                      {member.isYou ? (
                        <Badge size="xs" variant="filled" color="ink.8" tt="none">
                          You
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                  </Stack>
                </Table.Th>
                <Table.Td>{member.title}</Table.Td>
                <Table.Td maw={360}>
                  <AccessBadges levels={member.accessLevel} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDisplayDate(member.joinedAt)}
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {member.abilities.edit ? (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Edit ${member.name}`}
                          onClick={() => onEdit(member)}
                        >
                          Edit
                        </Button>
                      ) : null}
                      {member.abilities.remove ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          c="#8a1c1c"
                          aria-label={`Remove ${member.name}`}
                          onClick={() => onRemove(member)}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
