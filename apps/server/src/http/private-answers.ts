import type { FastifyInstance } from 'fastify';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every answer under /api/ is `Cache-Control: private, no-store`: almost all depend on the
 * session (a company's records, CSV exports, attachments, PDFs, logos), and a shared cache or
 * the browser's disk must keep none of them after the user signed out. The few that do not
 * (`/api/health`, `/api/openapi.json`) say the same: a health check read from a cache is no
 * check, and the document changes with each version. Set when the request arrives, so error
 * answers carry it too; a route that needs another policy sets its own header over it.
 */
export function keepApiAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', PRIVATE_NO_STORE);
    done();
  });
}
