import { Button, Paper, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields, useNewPasswordPair } from '../../../components/new-password-fields.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { ApiError, errorText } from '../../../lib/api/api-error.ts';
import { resetPassword } from '../api/reset-password.ts';

export const MSG_PASSWORDS_DIFFER = 'The two passwords are not the same';

interface ResetPasswordFormProps {
  token: string;
  /** Called once the new password is set. */
  onDone: () => void;
  /** Called when the server says the link's token is invalid, used or expired. */
  onInvalidLink: () => void;
}

/** The new password (twice) for the token from the mailed link. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const passwords = useNewPasswordPair();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passwords.checkMatch()) return;
    setPending(true);
    setError(null);
    try {
      await resetPassword({ newPassword: passwords.newPassword, token });
      onDone();
    } catch (cause) {
      console.error('Password reset failed', cause);
      if (cause instanceof ApiError && cause.code === 'INVALID_TOKEN') {
        onInvalidLink();
        return;
      }
      setError(errorText(cause, 'Could not set the new password'));
      setPending(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} data-testid="reset-password-form">
        <Stack gap="md">
          {error ? <StatusAlert kind="error">{error}</StatusAlert> : null}
          <NewPasswordFields pair={passwords} mismatchMessage={MSG_PASSWORDS_DIFFER} />
          <Button type="submit" loading={pending} fullWidth mt="xs">
            Set new password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
