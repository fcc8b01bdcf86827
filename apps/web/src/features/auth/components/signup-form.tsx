import { MSG_SIGNUP_FAILED } from '@kira/core/constants';
import { mailDelayedMessage } from '@kira/core/mail-notice';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordInput } from '../../../components/new-password-input.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { signUp } from '../../../lib/api/auth/sign-up.ts';

interface SignupFormProps {
  /**
   * Called with the address once the server took the sign-up (it never signs in), and the
   * server's notice when the mail will be late.
   */
  onSent: (email: string, delayed: string | undefined) => void;
}

/**
 * Sign-up (seed sections 4 and 5): the server creates the account and mails the address, or,
 * when the address already has an account, answers the same and mails its owner instead.
 */
export function SignupForm({ onSent }: SignupFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await signUp({ name: name.trim(), email: email.trim(), password });
      if (!result?.user) throw new Error(MSG_SIGNUP_FAILED);
      onSent(result.user.email, mailDelayedMessage(result));
    } catch (cause) {
      console.error('Signup failed', cause);
      setError(errorText(cause, MSG_SIGNUP_FAILED));
      setPending(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} data-testid="signup-form">
        <Stack gap="md">
          {error ? <StatusAlert kind="error">{error}</StatusAlert> : null}
          <TextInput
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <NewPasswordInput
            label="Password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={pending} fullWidth mt="xs">
            Create account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
