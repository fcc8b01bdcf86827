import { PASSWORD_MAX_LENGTH } from '@kira/core/passwords';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordInput } from '../../../components/new-password-input.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { changePassword } from '../../auth/api/change-password.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Change the password with the current one; every other session is signed out. */
export function ChangePasswordForm() {
  const { user } = useAuthContext();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
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
          <NewPasswordInput
            label="New password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
              setMismatch(false);
            }}
          />
          <TextInput
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirm}
            error={mismatch ? 'The two new passwords are not the same' : undefined}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setMismatch(false);
            }}
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
