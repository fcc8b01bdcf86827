import { Anchor, Box, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { KiraLogo } from '../../components/kira-logo.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { useIsWorkspaceRoute } from '../../lib/layout/workspace-route.ts';
import { loadSignedInParts } from './signed-in-parts.ts';
import { SignedOutNav } from './signed-out-nav.tsx';
import classes from './site-header.module.css';

// Signed-in controls (search, Start menu) load only for signed-in users, so visitors' first page
// stays light.
const SignedInNav = lazy(() =>
  loadSignedInParts().then((module) => ({ default: module.SignedInNav })),
);

export function SiteHeader() {
  const { user, authIsReady } = useAuthContext();
  // Above the side navigation the header spans the window, its logo over the navigation's edge.
  const workspace = useIsWorkspaceRoute() && Boolean(user);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" fluid={workspace} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to="/"
            aria-label="Kira home"
            underline="never"
            className={classes.logoLink}
          >
            <KiraLogo height={30} />
          </Anchor>
          {/* Nothing until the session is known, so a signed-in user never sees Login flash. */}
          {!authIsReady ? null : user ? (
            <Suspense fallback={null}>
              <SignedInNav />
            </Suspense>
          ) : (
            <SignedOutNav />
          )}
        </Group>
      </Container>
    </Box>
  );
}
