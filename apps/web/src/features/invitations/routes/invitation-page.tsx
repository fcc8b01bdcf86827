import type { Invitation } from '@kira/core/companies-api';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageShell } from '../../../components/page-shell.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { ApiError, errorText } from '../../../lib/api/api-error.ts';
import { signOut } from '../../../lib/api/auth/sign-out.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { useCompanyChanged } from '../../../lib/auth/use-company-changed.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { InvitationClosed } from '../components/invitation-closed.tsx';
import { InvitationSummary } from '../components/invitation-summary.tsx';
import { InviteSignupForm } from '../components/invite-signup-form.tsx';

const MSG_ACCEPT_FAILED = 'Could not accept the invitation';

/** Accepts the invitation, then reads the new claims and opens the new company's dashboard. */
function useJoin(token: string) {
  const { refresh } = useAuthContext();
  const companyChanged = useCompanyChanged();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function join() {
    setPending(true);
    setError(null);
    try {
      await acceptInvitation(token);
      await companyChanged();
      await navigate('/dashboard');
    } catch (cause) {
      console.error('Accepting the invitation failed', cause);
      setError(errorText(cause, MSG_ACCEPT_FAILED));
      setPending(false);
      // A sign-up that went through left a session: the page then offers Accept again.
      await refresh().catch(() => null);
    }
  }

  return { join, pending, error };
}

type Join = ReturnType<typeof useJoin>;

interface PanelProps {
  invitation: Invitation;
  token: string;
  joining: Join;
}

function SignedInPanel({ invitation, joining }: Omit<PanelProps, 'token'>) {
  const { user, dispatch } = useAuthContext();
  const { join, pending, error } = joining;
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md" align="flex-start">
          <Text>
            You are logged in as <strong>{user.email}</strong>, but this invitation is for{' '}
            <strong>{invitation.email}</strong>. Log out, then log in or sign up with the invited
            address.
          </Text>
          <Button
            variant="default"
            loading={leaving}
            onClick={async () => {
              setLeaving(true);
              await signOut().catch((cause: unknown) => console.error('Logout failed', cause));
              dispatch({ type: 'LOGOUT' });
              setLeaving(false);
            }}
          >
            Log out
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md" align="flex-start">
        <Text>
          Join <strong>{invitation.companyName}</strong> as {invitation.title}. It becomes your
          active company; you can switch back to your others from the Start menu.
        </Text>
        {error ? <StatusAlert kind="error">{error}</StatusAlert> : null}
        <Button onClick={() => void join()} loading={pending} data-testid="accept-invitation">
          Accept invitation
        </Button>
      </Stack>
    </Paper>
  );
}

function SignedOutPanel({ invitation, token, joining }: PanelProps) {
  const { join, error } = joining;
  const next = encodeURIComponent(`/invite/${token}`);
  return (
    <Stack gap="md">
      {error ? <StatusAlert kind="error">{error}</StatusAlert> : null}
      <InviteSignupForm email={invitation.email} token={token} onSignedUp={join} />
      <Text size="sm">
        <Anchor component={Link} to={`/login?next=${next}`} data-testid="invite-login-link">
          I already have an account
        </Anchor>{' '}
        — log in with {invitation.email}, and you will come back here to accept.
      </Text>
    </Stack>
  );
}

/** /invite/{token}: the mailed link. Shows the invitation, then sign up or accept. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { user, authIsReady } = useAuthContext();
  const query = useInvitation(token);
  const joining = useJoin(token);
  const invitation = query.data;
  const title = invitation ? `Join ${invitation.companyName}` : 'Your invitation';

  return (
    <PageShell
      size="sm"
      title={title}
      lead={
        invitation
          ? `${invitation.invitedBy} invited you to work in ${invitation.companyName} on Kira.`
          : undefined
      }
      testId="invitation"
    >
      {query.isPending || !authIsReady ? <LoadingScreen /> : null}
      {query.isError ? (
        <Stack gap="md" align="flex-start">
          <StatusAlert kind="error" title="This invitation link does not work">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'It may have been copied only in part, or replaced by a newer invitation. Ask the person who invited you to send it again.'
              : errorText(query.error, 'Could not read this invitation')}
          </StatusAlert>
          <Group>
            <Button component={Link} to={user ? '/dashboard' : '/login'} variant="default">
              {user ? 'Go to your dashboard' : 'Go to login'}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {invitation && authIsReady ? (
        <Stack gap="lg">
          <InvitationSummary invitation={invitation} />
          {invitation.status !== 'pending' ? (
            <InvitationClosed invitation={invitation} signedIn={user !== null} />
          ) : user ? (
            <SignedInPanel invitation={invitation} joining={joining} />
          ) : (
            <SignedOutPanel invitation={invitation} token={token} joining={joining} />
          )}
        </Stack>
      ) : null}
    </PageShell>
  );
}
