import type { Invite } from '@kira/core/companies-api';
import { formatDisplayDate } from '@kira/core/format/dates';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { TableScroller } from '../../../components/table-scroller.tsx';
import { AccessBadges } from './access-badges.tsx';

interface InvitesTableProps {
  invites: readonly Invite[];
  /** The invite being withdrawn, for its button's loading state. */
  revokingId: string | null;
  onRevoke: (invite: Invite) => void;
}

/** Invitations still waiting for an answer, each with Revoke where its abilities allow it. */
export function InvitesTable({ invites, revokingId, onRevoke }: InvitesTableProps) {
  const canManage = invites.some((invite) => invite.abilities.revoke);
  return (
    <TableScroller minWidth={720} label="Pending invitations">
      <Table verticalSpacing="sm" data-testid="invites-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Access</Table.Th>
            <Table.Th scope="col">Invited by</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            {canManage ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.map((invite) => (
            <Table.Tr key={invite.id}>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {invite.email}
              </Table.Th>
              <Table.Td>{invite.title}</Table.Td>
              <Table.Td maw={320}>
                <AccessBadges levels={invite.accessLevel} />
              </Table.Td>
              <Table.Td>{invite.invitedBy}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(invite.expiresAt)}
              </Table.Td>
              {canManage ? (
                <Table.Td ta="right">
                  {invite.abilities.revoke ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      c="#8a1c1c"
                      aria-label={`Revoke the invitation to ${invite.email}`}
                      loading={revokingId === invite.id}
                      onClick={() => onRevoke(invite)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
