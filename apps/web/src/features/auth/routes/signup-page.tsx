import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { SignUpForm } from '../../../components/sign-up-form.tsx';
import { SignupSent } from '../components/signup-sent.tsx';

/** /signup (signed-in visitors are sent to /login by the route), then "check your e-mail". */
export function SignupPage() {
  const [sent, setSent] = useState<{ email: string; delayed: string | undefined } | null>(null);
  if (sent) {
    return (
      <PageShell size="xs" title="Signup">
        <SignupSent email={sent.email} delayed={sent.delayed} />
      </PageShell>
    );
  }
  return (
    <PageShell
      size="xs"
      title="Signup"
      lead="Create your Kira account. You start in the demo company on the Free plan."
    >
      {/* The server creates the account and mails the address, or, when the address already has
          an account, answers the same and mails its owner instead (seed sections 4 and 5). */}
      <SignUpForm
        testId="signup-form"
        submitLabel="Create account"
        failureLog="Signup failed"
        onSignedUp={({ email, delayed }) => {
          setSent({ email, delayed });
          return undefined;
        }}
      />
      <Text mt="lg" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
      <Text mt="xs" size="sm" c="dimmed">
        By signing up you accept the{' '}
        <Anchor href="/legal/terms-and-conditions.pdf" target="_blank" rel="noopener">
          Terms and Conditions
        </Anchor>{' '}
        and the{' '}
        <Anchor href="/legal/privacy-statement.pdf" target="_blank" rel="noopener">
          Privacy Statement
        </Anchor>
        .
      </Text>
    </PageShell>
  );
}
