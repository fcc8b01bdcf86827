import type { FastifyInstance } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The other names of APP_URL's own address on this machine: `localhost`, `127.0.0.1` and
 * `[::1]` with APP_URL's port, when APP_URL is one of them. A browser keeps cookies per name, so
 * a page opened under another name than APP_URL's can never sign in: such pages are sent to
 * APP_URL, and a write from one is refused saying where Kira lives.
 */
export function loopbackAliasesOf(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  if (!LOOPBACK_NAMES.has(url.hostname)) return new Set();
  const port = url.port ? `:${url.port}` : '';
  return new Set(
    [...LOOPBACK_NAMES].filter((name) => name !== url.hostname).map((name) => `${name}${port}`),
  );
}

export function redirectLoopbackAliases(app: FastifyInstance, appUrl: string): void {
  const aliases = loopbackAliasesOf(appUrl);
  if (aliases.size === 0) return;
  const origin = new URL(appUrl).origin;
  // A callback hook (every request passes it): redirecting ends the request without `done`.
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    const alias = host !== undefined && aliases.has(host.toLowerCase());
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!alias || !page) return done();
    reply.redirect(`${origin}${request.url}`, 308);
  });
}

/** For a refused write: the origin is APP_URL's machine under another name (`loopbackAliasesOf`). */
export function isLoopbackAliasOrigin(aliases: Set<string>, origin: string): boolean {
  if (aliases.size === 0) return false;
  try {
    return aliases.has(new URL(origin).host);
  } catch {
    return false;
  }
}
