import { MSG_SIGNUP_FAILED } from '@kira/core/constants';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordInput } from '../../../components/new-password-input.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { signUp } from '../../../lib/api/auth/sign-up.ts';
import { getMe } from '../api/get-me.ts';
import { useAuthContext } from '../auth-context.tsx';

/**
 * Sign-up (seed sections 4 and 5): creates the account (the server sets the display name and
 * writes the profile), stores the signed-in user with their claims, then goes to /loggingin.
 */
export function SignupForm() {
  const { applyMe } = useAuthContext();
  const navigate = useNavigate();
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
      const me = await getMe();
      if (!me) throw new Error(MSG_SIGNUP_FAILED);
      // Leave /signup before the user is stored: a signed-in user on /signup is sent to /login.
      await navigate('/loggingin', { flushSync: true });
      applyMe(me);
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
