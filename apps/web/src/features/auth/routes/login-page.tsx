import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login (a signed-in user is sent to /dashboard), and /loggingin when signed out. */
export function LoginPage() {
  return (
    <PageShell size="xs" title="Login" lead="Sign in to your company's Kira account.">
      <LoginForm />
      <Text mt="lg" size="sm">
        New to Kira?{' '}
        <Anchor component={Link} to="/signup">
          Create an account
        </Anchor>
      </Text>
    </PageShell>
  );
}
