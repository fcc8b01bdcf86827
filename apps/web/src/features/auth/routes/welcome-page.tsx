import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { nameOf } from '../../../lib/auth/me-to-auth.ts';
import { AccountSetupStatus } from '../components/account-setup-status.tsx';
import { useNewUserClaims } from '../use-new-user-claims.ts';

/** /loggingin for a signed-in user: the welcome after sign-up, and the new-user claims. */
export function WelcomePage() {
  const { user, company } = useAuthContext();
  const status = useNewUserClaims();
  return (
    <PageShell size="sm" title={`Welcome, ${nameOf(user)}!`} testId="welcome">
      <Stack gap="lg">
        <Text size="lg">The whole Kira team welcomes you. We are glad you are here.</Text>
        <AccountSetupStatus status={status} company={company} />
        {user && !user.emailVerified ? (
          <Text>
            We sent a verification link to <strong>{user.email}</strong>. Open it to unlock your
            dashboard, documents and contacts.
          </Text>
        ) : null}
        <Text>
          Found a bug or have an idea? Tell us at{' '}
          <Anchor href="mailto:feedback@kira.sg">feedback@kira.sg</Anchor>: we read every message.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
          <Button component={Link} to="/myinfo" variant="default">
            See your profile
          </Button>
        </Group>
      </Stack>
    </PageShell>
  );
}
