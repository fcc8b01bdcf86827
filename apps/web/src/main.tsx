import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import './app/styles.ts';
import { App } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';
import { readFirstScreenSeed, seedFitsBrowser } from './first-screen/seed.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The landing page arrives prerendered (scripts/prerender.mjs), and a signed-in user's first
// screen may come rendered by the server with what it was rendered from (the seed): React takes
// over the HTML that is already on screen. Every other page gets the empty shell and renders
// from scratch.
const seed = readFirstScreenSeed();
const prerendered = root.firstElementChild !== null && (!seed || seedFitsBrowser(seed));

let router: DataRouter | undefined;
/** The one browser router, made at the first render (see app.tsx). */
const browserRouter = () => {
  // `hydrationData` says the page came ready-made: the router then leaves the scroll position
  // alone at its first render, as the visitor may have scrolled the page before it hydrated.
  router ??= createBrowserRouter(appRoutes, prerendered ? { hydrationData: {} } : undefined);
  return router;
};

// hydrateRoot listens for clicks at once, before the page has loaded: a click on a part not
// yet hydrated hydrates it first and is then handled by the app.
if (prerendered) hydrateRoot(root, <App router={browserRouter} seed={seed} />);
else {
  // A server's render that does not fit this browser is replaced by this one (its lazy screens
  // show `Loading...` for a moment); its seed still spares the requests.
  const app = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds, between
  // which the browser may paint and answer input, instead of in one long task.
  startTransition(() => app.render(<App router={browserRouter} seed={seed} />));
}
