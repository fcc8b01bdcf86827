import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Its middleware is built once here: the Fastify
 * plugin built it again for each request (parsing the content security policy every time).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
