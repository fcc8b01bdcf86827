import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { getMe } from '../api/get-me.ts';
import { signIn } from '../api/sign-in.ts';
import { useAuthContext } from '../auth-context.tsx';
import { authUserFromApi } from '../me-to-auth.ts';
import { useForgotPassword } from './use-forgot-password.ts';

/**
 * Login (seed section 4): stores the user, then reads and stores the claims. Where to go next
 * is the route's business: /login sends a signed-in user to /dashboard, /loggingin welcomes them.
 */
export function LoginForm() {
  const { dispatch, applyMe } = useAuthContext();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await signIn({ email: email.trim(), password });
      if (!result?.user) throw new Error('Could not log in');
      const me = await getMe().catch((cause: unknown) => {
        console.error('Signed in, but the claims could not be read', cause);
        return null;
      });
      // One render for both steps, so no screen sees the user without their claims.
      dispatch({ type: 'LOGIN', user: authUserFromApi(result.user) });
      if (me) applyMe(me);
    } catch (cause) {
      console.error('Login failed', cause);
      setError(errorText(cause, 'Could not log in'));
      setPending(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} data-testid="login-form">
        <Stack gap="md">
          {error ? <StatusAlert kind="error">{error}</StatusAlert> : null}
          <TextInput
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="space-between" gap="sm" mt="xs">
            <Button
              type="button"
              variant="subtle"
              px="xs"
              loading={forgot.state.kind === 'pending'}
              onClick={() => forgot.send(email)}
            >
              Forgot Password
            </Button>
            <Button type="submit" loading={pending}>
              Login
            </Button>
          </Group>
          {forgot.state.kind === 'sent' ? (
            <StatusAlert kind="success">{forgot.state.message}</StatusAlert>
          ) : null}
          {forgot.state.kind === 'failed' ? (
            <StatusAlert kind="error">{forgot.state.message}</StatusAlert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
