import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { getMe } from '../../../lib/api/auth/get-me.ts';
import { signIn } from '../../../lib/api/auth/sign-in.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { authUserFromApi } from '../../../lib/auth/me-to-auth.ts';
import type { Outcome } from '../../../lib/forms/outcome.ts';
import { useForgotPassword } from './use-forgot-password.ts';

/** What the form last answered, and to which button: shown beside it, one at a time. */
type Notice = Outcome & { from: 'login' | 'forgot' };

/**
 * Login (seed section 4): stores the user, then reads and stores the claims. Where to go next
 * is the route's business: /login sends a signed-in user to /dashboard, /loggingin welcomes them.
 * Login and Forgot Password share one notice, so an answer never stands beside a stale one.
 */
export function LoginForm() {
  const { dispatch, applyMe } = useAuthContext();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const forgot = useForgotPassword();
  // Each click clears the notice; only the latest action's answer may show.
  const lastAction = useRef(0);
  function startAction(): (next: Notice) => void {
    const action = ++lastAction.current;
    setNotice(null);
    return (next) => {
      if (action === lastAction.current) setNotice(next);
    };
  }

  async function handleForgotPassword() {
    const answer = startAction();
    answer({ ...(await forgot.send(email)), from: 'forgot' });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = startAction();
    setPending(true);
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
      answer({ kind: 'error', message: errorText(cause, 'Could not log in'), from: 'login' });
      setPending(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} data-testid="login-form">
        <Stack gap="md">
          {notice?.from === 'login' ? (
            <StatusAlert kind={notice.kind}>{notice.message}</StatusAlert>
          ) : null}
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
              loading={forgot.pending}
              onClick={handleForgotPassword}
            >
              Forgot Password
            </Button>
            <Button type="submit" loading={pending}>
              Login
            </Button>
          </Group>
          {notice?.from === 'forgot' ? (
            <StatusAlert kind={notice.kind}>{notice.message}</StatusAlert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
