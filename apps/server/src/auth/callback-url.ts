import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** Where better-auth may send a browser after a link or a sign-in. */
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'newUserCallbackURL', 'errorCallbackURL'];
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * A redirect better-auth is asked to make must stay in the app: a path (`/loggingin`), or a URL
 * of the app's own origin or a trusted one. Anything else would make Kira an open redirect, and
 * text a header cannot carry would fail inside better-auth: both are refused with 400.
 */
export function refuseForeignRedirects(request: FastifyRequest, allowedOrigins: string[]): void {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [where, values] of [
    ['body', body],
    ['querystring', query],
  ] as const) {
    for (const field of REDIRECT_FIELDS) {
      const value = values[field];
      if (value === undefined) continue;
      if (typeof value !== 'string' || !staysInApp(value, allowedOrigins)) {
        const message = `${where}.${field}: give a path in this app, such as /loggingin`;
        throw new AppError('VALIDATION_FAILED', message, [{ field: `${where}.${field}`, message }]);
      }
    }
  }
}

function staysInApp(target: string, allowedOrigins: string[]): boolean {
  if (!PRINTABLE_ASCII.test(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//') && !target.includes('\\');
  try {
    return allowedOrigins.includes(new URL(target).origin);
  } catch {
    return false;
  }
}
