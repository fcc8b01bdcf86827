import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { appRoutes } from '../app/router.tsx';
import { seedElement } from './seed.ts';
import { type ApiAnswers, seedFrom } from './seed-from-answers.ts';

/**
 * The server's entry (built by scripts/prerender.mjs, run on the server's render threads): the
 * HTML of a signed-in screen at `url` as its user first sees it, from the API's answers, and the
 * element carrying the seed the browser hydrates it with (main.tsx), to follow #root. `phone`:
 * whether to render for a phone's screen, as the server guessed from the request. `prerender` waits for every lazily loaded part,
 * so the screen comes out whole.
 */
export async function renderFirstScreen(
  url: string,
  answers: ApiAnswers,
  at: number,
  phone: boolean,
) {
  const seed = seedFrom(answers, at, phone);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  // Every boundary written in place (see prerender.tsx): no inline script reveals it later.
  const { prelude } = await prerender(<App router={() => router} seed={seed} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return { html: await new Response(prelude).text(), seed: seedElement(seed) };
}
