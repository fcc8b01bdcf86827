import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The navbar's links for visitors: plans and help on wide screens, Login and Signup always. */
export function SignedOutNav() {
  return (
    <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to="/subscriptionselection/"
        underline="hover"
        size="sm"
        c="ink.8"
        fw={600}
        px="xs"
        visibleFrom="sm"
      >
        Plans
      </Anchor>
      <Anchor
        component={Link}
        to="/faq"
        underline="hover"
        size="sm"
        c="ink.8"
        fw={600}
        px="xs"
        mr="xs"
        visibleFrom="sm"
      >
        FAQ
      </Anchor>
      <Button component={Link} to="/login" variant="subtle" color="ink.8">
        Login
      </Button>
      <Button component={Link} to="/signup">
        Signup
      </Button>
    </Group>
  );
}
