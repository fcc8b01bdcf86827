import { displayNameSchema } from '@kira/core/me';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError, errorBody } from '../http/app-error.ts';
import { toFetchHeaders } from '../http/fetch-headers.ts';
import {
  signingUpWithProvedAddress,
  unsafeAddressProvedByInvitation,
} from '../invites/invited-sign-up.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { check, forget, record, take, type WindowLimit } from '../limits/shared-counter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { presentAuthAnswer } from './auth-answer.ts';
import { forwardNoticingFaults } from './auth-faults.ts';
import { refuseForeignRedirects } from './callback-url.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import type { Auth } from './create-auth.ts';
import { readSession } from './session.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * The better-auth endpoints Kira uses. The rest (changing name or e-mail, deleting the user...)
 * are not offered: the profile changes through PATCH /api/me, which keeps the audit log.
 */
const OFFERED = [
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'POST /request-password-reset',
  'GET /reset-password/*',
  'POST /reset-password',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /change-password',
  'GET /ok',
  'GET /error',
];

function isOffered(method: string, path: string): boolean {
  return OFFERED.some((entry) => {
    const [m, p = ''] = entry.split(' ');
    if (m !== method) return false;
    return p.endsWith('/*')
      ? path.startsWith(p.slice(0, -1)) && path.length > p.length - 1
      : path === p;
  });
}

/** better-auth's headers that Kira sets itself (set-cookie is forwarded apart). */
const NOT_FORWARDED = new Set(['set-cookie', 'content-length', 'cache-control']);

/** Endpoints that act on the caller's session: the absolute lifetime is checked first. */
const SESSION_PATHS = new Set(['/get-session', '/change-password', '/send-verification-email']);

/** Endpoints limited per client address, and what the 429 says. */
const LIMITED_PER_ADDRESS: Record<string, string> = {
  '/sign-up/email': 'Too many sign-ups from this address',
  '/request-password-reset': 'Too many password reset requests from this address',
  '/send-verification-email': 'Too many verification e-mails requested from this address',
};

interface AuthRoutesOptions {
  auth: () => Promise<Auth>;
  config: Config;
  db: Database;
  sessions: SessionCache;
  /** Asked whether mail is late, for the answers of the endpoints that mail (auth-answer.ts). */
  mailer: Mailer;
  limits: RateLimits;
}

/** Endpoints that mail an address about its account: limited per address (its owner's inbox). */
const MAILS_AN_ADDRESS = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
]);

/** Endpoints that change a session or its user: the session cache is emptied after them. */
const CHANGES_SESSIONS = new Set([
  '/sign-out',
  '/change-password',
  '/reset-password',
  '/verify-email',
]);

/**
 * Mounts better-auth at /api/auth/* through a Fetch bridge, and limits what better-auth does
 * not: failed sign-ins per account and per client address; sign-ups, reset requests and
 * verification mails per address. The client address is the socket's (or a trusted proxy's
 * report of it), never a header the client sent. Also enforces what better-auth leaves to the
 * app: a session's absolute lifetime, and that a password change ends every other session.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, config, db, sessions, mailer, limits: rateLimits }: AuthRoutesOptions,
): void {
  const limits = config.rateLimits;
  const allowedOrigins = [new URL(config.appUrl).origin, ...config.trustedOrigins];
  // The counters live in the database (limits/), shared by every server process.
  const windowed = (key: string, max: number): WindowLimit => ({
    key,
    max,
    windowMs: limits.windowMs,
  });
  const failedByAccount = (email: string) =>
    windowed(`signin-failed:account:${email}`, limits.signInFailuresPerAccount);
  const failedByAddress = (ip: string) =>
    windowed(`signin-failed:ip:${ip}`, limits.signInFailuresPerAddress);
  const perAddress = (path: string, ip: string) =>
    windowed(`auth${path}:ip:${ip}`, limits.signUpsPerAddress);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Accounts and sessions only: no company's contacts, products or documents.
    config: { keepsCounts: true },
    handler: async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice('/api/auth'.length);
      const address = request.ip;
      if (!isOffered(request.method, path)) {
        return reply
          .code(404)
          .send(errorBody('NOT_FOUND', `No API endpoint ${request.method} /api/auth${path}`));
      }
      refuseForeignRedirects(request, allowedOrigins);
      if (request.method === 'POST' && path === '/sign-in/email') {
        const account = failedByAccount(emailOf(request));
        const byAddress = failedByAddress(address);
        const now = rateLimits.now();
        const verdicts = [await check(db, account, now), await check(db, byAddress, now)];
        const wait = Math.max(0, ...verdicts.map((v) => (v.allowed ? 0 : v.retryAfterSeconds)));
        if (wait > 0) return tooMany(reply, wait, 'Too many failed sign-in attempts');
        await forward(request, reply, async (response) => {
          if (response.status === 401) {
            await record(db, account, rateLimits.now());
            await record(db, byAddress, rateLimits.now());
          } else if (response.ok) {
            await forget(db, account.key);
          }
        });
        return;
      }
      const limited = request.method === 'POST' ? LIMITED_PER_ADDRESS[path] : undefined;
      if (limited) {
        const verdict = await take(db, perAddress(path, address), rateLimits.now());
        if (!verdict.allowed) return tooMany(reply, verdict.retryAfterSeconds, limited);
      }
      let invitedAddress: string | undefined;
      if (request.method === 'POST' && path === '/sign-up/email') {
        // The invitation's token is Kira's, not better-auth's: read here and not passed on.
        const { invitation, ...fields } = withCheckedName(request.body);
        request.body = fields;
        invitedAddress = await unsafeAddressProvedByInvitation(db, {
          token: invitation,
          email: emailOf(request),
        });
      }
      const mailed = emailOf(request);
      if (request.method === 'POST' && MAILS_AN_ADDRESS.has(path) && mailed.includes('@')) {
        await rateLimits.accountMail(mailed);
      }
      if (SESSION_PATHS.has(path)) {
        // Deletes a session past its absolute lifetime, so better-auth no longer finds it.
        await readSession(request, { auth, db, maxSeconds: config.session.maxSeconds });
      }
      if (request.method === 'POST' && path === '/change-password') {
        request.body = { ...(request.body as object), revokeOtherSessions: true };
      }
      await signingUpWithProvedAddress(invitedAddress, () => forward(request, reply));
      if (CHANGES_SESSIONS.has(path)) sessions.clear();
    },
  });

  /**
   * Hands the request to better-auth and sends its answer; `beforeAnswer` runs first, so what
   * it records (a failed sign-in) is counted before the client can send its next attempt.
   */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    beforeAnswer?: (response: Response) => Promise<void>,
  ): Promise<Response> {
    const headers = toFetchHeaders(request.headers);
    headers.set(CLIENT_ADDRESS_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
    const handler = (await auth()).handler;
    const response = await forwardNoticingFaults(() =>
      handler(
        new Request(new URL(request.url, config.appUrl), {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      ),
    );
    await beforeAnswer?.(response);
    const path = (request.url.split('?')[0] ?? '').slice('/api/auth'.length);
    const answer = await presentAuthAnswer(path, response, mailer);
    reply.status(answer.status);
    for (const [name, value] of response.headers) {
      // Fastify measures the body itself: it may not be better-auth's. Cache-Control is Kira's
      // own for every /api answer (http/private-answers.ts).
      if (!NOT_FORWARDED.has(name)) reply.header(name, value);
    }
    if (answer.contentType) reply.header('content-type', answer.contentType);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.send(answer.body);
    return response;
  }
}

/**
 * A sign-up's name follows the profile's rule (`displayNameSchema`), checked before better-auth
 * sees the request, so a refused name creates nothing and mails nobody. The name goes on trimmed,
 * as the profile keeps it.
 */
function withCheckedName(body: unknown): Record<string, unknown> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const name = displayNameSchema.safeParse(fields.name ?? '');
  if (name.success) return { ...fields, name: name.data };
  const message = name.error.issues[0]?.message ?? 'Display name is not valid';
  throw new AppError('VALIDATION_FAILED', `body.name: ${message}`, [
    { field: 'body.name', message },
  ]);
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function tooMany(reply: FastifyReply, seconds: number, what: string) {
  const minutes = Math.ceil(seconds / 60);
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(
      errorBody(
        'RATE_LIMITED',
        `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ),
    );
}
