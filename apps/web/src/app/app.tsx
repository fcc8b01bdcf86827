import { StrictMode, Suspense } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { FirstScreenSeed } from '../first-screen/seed.ts';
import { AppProviders } from './providers.tsx';

/**
 * The whole app around a router: the browser's (main.tsx) or, at build time, a memory router
 * on the page being prerendered (prerender.tsx). Both render this same tree, so the browser can
 * hydrate what the build wrote.
 *
 * On the prerendered page the work is spread out so that no single task keeps a phone busy:
 * the Suspense boundary (nothing above it suspends) makes React hydrate everything in it after
 * the rest, in slices between the browser's other work; and `router` is called in that render,
 * so the router is made there rather than while the code loads.
 */
export function App({
  router,
  seed,
}: {
  router: () => DataRouter;
  /** A first screen the server rendered for the session (first-screen/seed.ts). */
  seed?: FirstScreenSeed | undefined;
}) {
  return (
    <StrictMode>
      <Suspense>
        <AppProviders seed={seed}>
          <RouterProvider router={router()} />
        </AppProviders>
      </Suspense>
    </StrictMode>
  );
}
