import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. They depend on the options alone (none of ours
 * is a function of the request), so helmet's middleware runs once, here, and each answer gets
 * the headers it set: run for every request, its dozen middlewares cost a list page 4 % of the
 * server's CPU, and their `setHeader` calls sent every answer down Node's slower header path.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets with `options`, by lower-case name. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  // A cast, not a type: helmet's middleware is typed for Node's whole ServerResponse and calls
  // only setHeader and removeHeader on it. @fastify/helmet, which would do this through
  // Fastify's API, is not installed yet (issue 31).
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("Helmet's middleware did not finish at once");
  return headers;
}
