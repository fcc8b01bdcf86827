import type { FastifyInstance } from 'fastify';
import { errorBody } from './app-error.ts';
import { isLoopbackAliasOrigin, loopbackAliasesOf } from './loopback-aliases.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sent from another site. Browsers send
 * `Origin` on such requests; tools that send none (curl, integrations) are let through, since
 * they carry no victim's cookies. better-auth checks its own endpoints the same way.
 */
export function refuseForeignOrigins(
  app: FastifyInstance,
  appUrl: string,
  alsoTrusted: string[] = [],
): void {
  const home = new URL(appUrl).origin;
  const trusted = new Set([home, ...alsoTrusted]);
  const aliases = loopbackAliasesOf(appUrl);
  // A callback hook (every request passes it): answering ends the request without `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (origin && origin !== home && isLoopbackAliasOrigin(aliases, origin)) {
      reply
        .code(403)
        .send(
          errorBody(
            'FORBIDDEN',
            `This page was opened at ${origin}, but Kira runs at ${home} (APP_URL). Open ${home} and try again.`,
          ),
        );
      return;
    }
    if ((origin && !trusted.has(origin)) || (!origin && crossSite)) {
      reply
        .code(403)
        .send(
          errorBody(
            'FORBIDDEN',
            'Requests from other sites are refused; use Kira at its own address.',
          ),
        );
      return;
    }
    done();
  });
}
