import type { Invite, Member } from '@kira/core/companies-api';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { allows } from '../../../lib/auth/abilities.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useCompanyChanged } from '../../../lib/auth/use-company-changed.ts';
import { useInvites } from '../api/list-invites.ts';
import { useMembers } from '../api/list-members.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';
import { EditMemberModal } from '../components/edit-member-modal.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { InvitesTable } from '../components/invites-table.tsx';
import { MembersTable } from '../components/members-table.tsx';
import { RemoveMemberModal } from '../components/remove-member-modal.tsx';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

function PendingInvites() {
  const query = useInvites();
  const revoke = useRevokeInvite();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = query.data?.items.filter((invite) => invite.status === 'pending') ?? [];

  function handleRevoke(invite: Invite) {
    setOutcome(null);
    revoke.mutate(invite.id, {
      onSuccess: () =>
        setOutcome({ kind: 'success', message: `The invitation to ${invite.email} is revoked.` }),
      onError: (error) =>
        setOutcome({ kind: 'error', message: errorText(error, 'Could not revoke the invitation') }),
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Pending invitations
      </Title>
      {query.isPending ? <LoadingScreen /> : null}
      {query.isError ? (
        <StatusAlert kind="error">
          {errorText(query.error, 'Could not load the invitations')}
        </StatusAlert>
      ) : null}
      {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
      {query.data && pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invitations are waiting for an answer.
        </Text>
      ) : null}
      {pending.length > 0 ? (
        <Paper withBorder radius="md">
          <InvitesTable
            invites={pending}
            revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={handleRevoke}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /settings/members: members and their levels, invitations, and (for administrators) changes. */
export function MembersPage() {
  const { company, refresh } = useAuthContext();
  const companyChanged = useCompanyChanged();
  const navigate = useNavigate();
  const query = useMembers();
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canManage = allows(query.data?.abilities, 'members.manage');

  async function handleRemoved(member: Member) {
    setRemoving(null);
    if (member.isYou) {
      // You left: the server moved you to another company, or to the demo.
      await companyChanged();
      await navigate('/dashboard');
      return;
    }
    setOutcome({ kind: 'success', message: `${member.name} is removed from the company.` });
  }

  return (
    <SettingsSection
      title="Members"
      lead="Everyone who works in this company, and what each department lets them see and do."
      testId="settings-members"
    >
      {query.isPending ? <LoadingScreen /> : null}
      {query.isError ? (
        <StatusAlert kind="error">
          {errorText(query.error, 'Could not load the members')}
        </StatusAlert>
      ) : null}
      {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
      {query.data ? (
        <>
          <Paper withBorder radius="md">
            <MembersTable
              members={query.data.items}
              onEdit={(member) => {
                setOutcome(null);
                setEditing(member);
              }}
              onRemove={(member) => {
                setOutcome(null);
                setRemoving(member);
              }}
            />
          </Paper>
          {canManage ? <InviteForm /> : null}
          <PendingInvites />
        </>
      ) : null}
      <EditMemberModal
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          setEditing(null);
          setOutcome({ kind: 'success', message: `${member.name}'s access is saved.` });
          // Your own levels decide what this app shows you.
          if (member.isYou) void refresh();
        }}
      />
      <RemoveMemberModal
        member={removing}
        companyName={company?.name ?? 'this company'}
        onClose={() => setRemoving(null)}
        onRemoved={(member) => void handleRemoved(member)}
      />
    </SettingsSection>
  );
}
