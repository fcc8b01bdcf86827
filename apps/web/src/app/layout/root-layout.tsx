import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useIsWorkspaceRoute } from '../../lib/layout/workspace-route.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { WorkspaceBody } from './workspace-body.tsx';

/**
 * Every page: skip link, header, the route's screen in <main>, footer. A signed-in user's screen
 * of work is framed by the side navigation and ends in the compact footer (WorkspaceBody); the
 * public pages end in the tall footer. That one is a Suspense boundary (it never suspends) so
 * that, on the prerendered landing page, React hydrates it after the rest, in slices, as it does
 * the landing page's sections.
 */
export function RootLayout() {
  const workRoute = useIsWorkspaceRoute();
  const main = (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      style={{ flex: 1, minWidth: 0, outline: 'none' }}
    >
      <Outlet />
    </Box>
  );
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      {workRoute ? (
        <WorkspaceBody main={main} />
      ) : (
        <>
          {main}
          <Suspense>
            <SiteFooter />
          </Suspense>
        </>
      )}
      <ScrollRestoration />
    </>
  );
}
