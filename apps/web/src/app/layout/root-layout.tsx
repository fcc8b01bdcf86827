import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Every page: skip link, header, the route's screen in <main>, footer. The footer is a Suspense
 * boundary (it never suspends) so that, on the prerendered landing page, React hydrates it after
 * the rest, in slices, as it does the landing page's sections.
 */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
