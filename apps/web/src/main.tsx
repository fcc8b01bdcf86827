import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import './app/styles.ts';
import { App } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The landing page arrives prerendered (scripts/prerender.mjs): React takes over the HTML that
// is already on screen. Every other path gets the empty shell and renders from scratch.
const prerendered = root.firstElementChild !== null;

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
if (prerendered) hydrateRoot(root, <App router={browserRouter} />);
else {
  const app = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds, between
  // which the browser may paint and answer input, instead of in one long task.
  startTransition(() => app.render(<App router={browserRouter} />));
}
