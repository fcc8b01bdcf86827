import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields, useNewPasswordPair } from '../../../components/new-password-fields.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { changePassword } from '../api/change-password.ts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Change the password with the current one; every other session is signed out. */
export function ChangePasswordForm() {
  const { user } = useAuthContext();
  const [currentPassword, setCurrentPassword] = useState('');
  const passwords = useNewPasswordPair();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passwords.checkMatch()) return;
    setPending(true);
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword: passwords.newPassword });
      setCurrentPassword('');
      passwords.clear();
      setOutcome({
        kind: 'success',
        message: 'Your password is changed. Your other devices have been signed out.',
      });
    } catch (error) {
      console.error('Password change failed', error);
      setOutcome({ kind: 'error', message: errorText(error, 'Could not change your password') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <form onSubmit={handleSubmit} aria-labelledby="change-password-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="change-password-heading">
            Change your password
          </Title>
          {/* For password managers: which account this password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
          />
          <TextInput
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          />
          <NewPasswordFields
            pair={passwords}
            mismatchMessage="The two new passwords are not the same"
          />
          <Group>
            <Button type="submit" loading={pending}>
              Change password
            </Button>
          </Group>
          {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
        </Stack>
      </form>
    </Paper>
  );
}
