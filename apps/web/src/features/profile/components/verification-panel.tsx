import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert.tsx';
import { errorText } from '../../../lib/api/api-error.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { sendVerificationEmail } from '../api/send-verification-email.ts';

type Outcome = { kind: 'success' | 'error' | 'warning'; message: string } | null;

/** For an unverified user: resend the verification link, or check again after following it. */
export function VerificationPanel() {
  const { user, refresh } = useAuthContext();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!user || user.emailVerified) return null;
  const email = user.email;

  async function resend() {
    setSending(true);
    setOutcome(null);
    try {
      const { delayed } = await sendVerificationEmail(email);
      setOutcome(
        delayed
          ? { kind: 'warning', message: delayed }
          : { kind: 'success', message: `We sent a new verification link to ${email}.` },
      );
    } catch (error) {
      console.error('Could not resend the verification e-mail', error);
      setOutcome({ kind: 'error', message: errorText(error, 'Could not send the e-mail') });
    } finally {
      setSending(false);
    }
  }

  async function checkAgain() {
    setChecking(true);
    setOutcome(null);
    try {
      const me = await refresh();
      if (me && !me.user.emailVerified) {
        setOutcome({
          kind: 'error',
          message: `${email} is not verified yet. Follow the link in the e-mail we sent you.`,
        });
      }
    } catch (error) {
      console.error('Could not check the verification', error);
      setOutcome({ kind: 'error', message: errorText(error, 'Could not check your account') });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Verify your e-mail
        </Title>
        <Text>
          We sent a link to <strong>{email}</strong> when you signed up. Following it unlocks your
          dashboard, documents, contacts and products.
        </Text>
        <Group gap="sm">
          <Button onClick={resend} loading={sending}>
            Resend verification e-mail
          </Button>
          <Button onClick={checkAgain} loading={checking} variant="default">
            I have verified it
          </Button>
        </Group>
        {outcome ? <StatusAlert kind={outcome.kind}>{outcome.message}</StatusAlert> : null}
      </Stack>
    </Paper>
  );
}
