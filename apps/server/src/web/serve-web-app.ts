import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/app-error.ts';
import { firstScreens } from './first-screen/first-screen.ts';

/**
 * Serves the built web app. Any path outside /api that is not a file gets an HTML page, so the
 * app's own router decides (and shows its 404 page); unknown /api paths stay JSON 404s.
 * A prerendered page (the landing page, listed in `prerendered.json` by the build) is sent
 * ready-made; a signed-in user's first screen may be rendered for them (first-screen.ts); every
 * other path gets the empty shell `app.html`. Files are sent brotli- or gzip-compressed when the
 * build left a `.br` / `.gz` copy and the browser accepts it.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  const prerendered = built ? readPrerendered(webDist) : new Map<string, string>();
  // A build from before prerendering has only index.html, the shell itself.
  const shell = existsSync(join(webDist, 'app.html')) ? 'app.html' : 'index.html';
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, path) => {
        if (!path.includes('/assets/')) res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built: run `npm run build`');
  }
  const sendFirstScreen = built ? firstScreens(app, webDist) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .code(404)
        .send(errorBody('NOT_FOUND', `No API endpoint ${request.method} ${path}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(errorBody('NOT_FOUND', `Nothing at ${request.method} ${path}`));
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).type('text/plain').send(`Not found: ${path}`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The Kira web app is not built yet. Run `npm run build`, then reload.');
    }
    const page = withoutTrailingSlash(path);
    if (await sendFirstScreen?.(request, reply, page)) return reply;
    return reply.header('cache-control', 'no-cache').sendFile(prerendered.get(page) ?? shell);
  });
}

/** The build's `prerendered.json`: app path -> HTML file beside it (none when absent). */
function readPrerendered(webDist: string): Map<string, string> {
  const manifest = join(webDist, 'prerendered.json');
  if (!existsSync(manifest)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as object);
  const pages = new Map<string, string>();
  for (const [path, file] of entries) {
    if (typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) continue;
    if (existsSync(join(webDist, file))) pages.set(path, file);
  }
  return pages;
}

/** react-router matches /home and /home/ alike; so does the choice of page. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
