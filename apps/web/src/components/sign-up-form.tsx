import { MSG_SIGNUP_FAILED } from '@kira/core/constants';
import { mailDelayedMessage } from '@kira/core/mail-notice';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../lib/api/api-error.ts';
import { signUp } from '../lib/api/auth/sign-up.ts';
import { NewPasswordInput } from './new-password-input.tsx';
import { StatusAlert } from './status-alert.tsx';

/** What the server took: the account's address, the password typed, a late mail's notice. */
export interface SignedUp {
  email: string;
  password: string;
  delayed: string | undefined;
}

interface SignUpFormProps {
  testId: string;
  submitLabel: string;
  /** What a refused sign-up writes to the console. */
  failureLog: string;
  /** A heading inside the form, which then names it. */
  heading?: { id: string; text: string };
  /**
   * The invitation signed up from: the account is made for its address only (shown, not
   * typed), and its token tells the server the link proved that address (no verification mail).
   */
  invitation?: { email: string; token: string };
  /**
   * The next step once the server took the sign-up (which never signs in, and answers alike
   * when the address already has an account). Answers a message to show when that step failed.
   */
  onSignedUp: (account: SignedUp) => Promise<string | undefined> | undefined;
}

/** Name, e-mail and a new password: the sign-up page's form and the invitation's. */
export function SignUpForm({
  testId,
  submitLabel,
  failureLog,
  heading,
  invitation,
  onSignedUp,
}: SignUpFormProps) {
  const [name, setName] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    let account: SignedUp;
    try {
      const email = invitation?.email ?? typedEmail.trim();
      const result = await signUp({
        name: name.trim(),
        email,
        password,
        ...(invitation ? { invitation: invitation.token } : {}),
      });
      if (!result?.user) throw new Error(MSG_SIGNUP_FAILED);
      account = { email: result.user.email, password, delayed: mailDelayedMessage(result) };
    } catch (cause) {
      console.error(failureLog, cause);
      setError(errorText(cause, MSG_SIGNUP_FAILED));
      setPending(false);
      return;
    }
    const problem = await onSignedUp(account);
    if (problem) setError(problem);
    setPending(false);
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} aria-labelledby={heading?.id} data-testid={testId}>
        <Stack gap="md">
          {heading ? (
            <Title order={2} size="h4" id={heading.id}>
              {heading.text}
            </Title>
          ) : null}
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
          {invitation === undefined ? (
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              label="E-mail"
              name="email"
              type="email"
              autoComplete="username"
              description="The invitation is for this address."
              readOnly
              value={invitation.email}
            />
          )}
          <NewPasswordInput
            label="Password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={pending} fullWidth mt="xs">
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
