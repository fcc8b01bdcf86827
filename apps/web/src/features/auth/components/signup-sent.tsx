import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StatusAlert } from '../../../components/status-alert.tsx';

interface SignupSentProps {
  email: string;
  /** The server's notice when mail delivery is failing: the mail is kept and will be late. */
  delayed?: string | undefined;
}

/**
 * What every sign-up ends on, whether the address was new or already had an account: the
 * screen must not tell which (docs/accounts.md). A new user's mail has the verification link,
 * which signs them in; an existing owner's mail has a sign-in and a password-reset link.
 */
export function SignupSent({ email, delayed }: SignupSentProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="signup-sent">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Check your e-mail
        </Title>
        <Text>
          {delayed ? 'We will send' : 'We sent'} a mail to <strong>{email}</strong>. Open the link
          in it to verify your address and start using Kira.
        </Text>
        {delayed ? <StatusAlert kind="warning">{delayed}</StatusAlert> : null}
        <Text size="sm" c="dimmed">
          Nothing arrived after a few minutes? Look in your spam folder, or{' '}
          <Anchor component={Link} to="/loggingin">
            log in
          </Anchor>{' '}
          with your e-mail and password.
        </Text>
      </Stack>
    </Paper>
  );
}
