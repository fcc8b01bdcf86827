import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { SignupForm } from '../components/signup-form.tsx';
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
      <SignupForm onSent={(email, delayed) => setSent({ email, delayed })} />
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
