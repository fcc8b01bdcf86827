import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/app-error.ts';

/**
 * Serves the built web app. Any path outside /api that is not a file gets index.html, so the
 * app's own router decides (and shows its 404 page); unknown /api paths stay JSON 404s.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = join(webDist, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, path) => {
        if (!path.includes('/assets/')) res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built: run `npm run build`');
  }

  app.setNotFoundHandler((request, reply) => {
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
