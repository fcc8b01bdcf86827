import type { Member } from '@kira/core/companies-api';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { formatSingaporeDate } from '../../../lib/format/singapore-date.ts';
import { AccessBadges } from './access-badges.tsx';

interface MembersTableProps {
  members: readonly Member[];
  /** The server's `members.manage`: shows Edit and Remove. */
  canManage: boolean;
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/** Who is in the company, their title and the departments they can use, at what level. */
export function MembersTable({ members, canManage, onEdit, onRemove }: MembersTableProps) {
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
                  {formatSingaporeDate(member.joinedAt)}
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${member.name}`}
                        onClick={() => onEdit(member)}
                      >
                        Edit
                      </Button>
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
