import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

type Outcome = 'form' | 'done' | 'invalid';

function InvalidLink() {
  return (
    <Stack gap="md" align="flex-start">
      <StatusAlert kind="error" title="This link cannot be used">
        The password reset link is invalid, has already been used or has expired. Ask for a new one:
        on the login page, type your e-mail and choose Forgot Password.
      </StatusAlert>
      <Button component={Link} to="/login">
        Go to login
      </Button>
    </Stack>
  );
}

/** /reset-password?token=... from the mailed link (`?error=INVALID_TOKEN` for a bad one). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [outcome, setOutcome] = useState<Outcome>(token && !linkError ? 'form' : 'invalid');

  return (
    <PageShell size="xs" title="Set a new password">
      {outcome === 'invalid' ? <InvalidLink /> : null}
      {outcome === 'done' ? (
        <Stack gap="md" align="flex-start">
          <StatusAlert kind="success" title="Password changed">
            Your new password is set, and any other sessions have been signed out.
          </StatusAlert>
          <Button component={Link} to="/login">
            Log in with your new password
          </Button>
        </Stack>
      ) : null}
      {outcome === 'form' && token ? (
        <>
          <ResetPasswordForm
            token={token}
            onDone={() => setOutcome('done')}
            onInvalidLink={() => setOutcome('invalid')}
          />
          <Text mt="lg" size="sm">
            Remembered it after all?{' '}
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          </Text>
        </>
      ) : null}
    </PageShell>
  );
}
