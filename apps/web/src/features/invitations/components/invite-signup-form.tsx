import { MSG_SIGNUP_FAILED } from '@kira/core/constants';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { NewPasswordInput } from '../../../components/new-password-input.tsx';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { signUp } from '../../../lib/api/auth/sign-up.ts';
import { signIn } from '../../auth/api/sign-in.ts';

// A sign-up never signs in, and answers the same when the address already has an account: the
// sign-in that follows is what fails then, unless the password typed is that account's.
const MSG_NOT_SIGNED_IN =
  'Could not sign you in. If this address already has a Kira account, log in with it below to accept; we also sent it an e-mail.';

interface InviteSignupFormProps {
  /** The invited address: the account is made for it and nothing else. */
  email: string;
  /** Accepts the invitation once the account exists (and is signed in). */
  onSignedUp: () => Promise<void>;
}

/** Create an account for the invited address, then join the company straight away. */
export function InviteSignupForm({ email, onSignedUp }: InviteSignupFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await signUp({ name: name.trim(), email, password });
      if (!result?.user) throw new Error(MSG_SIGNUP_FAILED);
    } catch (cause) {
      console.error('Signup through the invitation failed', cause);
      setError(errorText(cause, MSG_SIGNUP_FAILED));
      setPending(false);
      return;
    }
    try {
      await signIn({ email, password });
    } catch (cause) {
      console.error('Signing in after the invitation sign-up failed', cause);
      setError(MSG_NOT_SIGNED_IN);
      setPending(false);
      return;
    }
    // Signed in now: joining is the page's step (it reports its own failure).
    await onSignedUp();
    setPending(false);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form
        onSubmit={handleSubmit}
        aria-labelledby="invite-signup-heading"
        data-testid="invite-signup-form"
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="invite-signup-heading">
            Create your account to join
          </Title>
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
            autoComplete="username"
            description="The invitation is for this address."
            readOnly
            value={email}
          />
          <NewPasswordInput
            label="Password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={pending} fullWidth mt="xs">
            Create account and join
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
