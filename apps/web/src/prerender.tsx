import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';

/**
 * The build's server-side entry (scripts/prerender.mjs): the HTML of one page as a signed-out
 * visitor first sees it, to be placed in #root and hydrated by main.tsx. `prerender` waits for
 * anything that suspends, so the page comes out whole.
 */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // Every boundary written in place: React would otherwise move large ones to the end of the
  // page and reveal them with inline scripts, which the content security policy refuses.
  const { prelude } = await prerender(<App router={() => router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}
