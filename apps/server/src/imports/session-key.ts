import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** A digest of the request's session cookie, to recognise the session that started a job. */
export function sessionKeyOf(request: FastifyRequest): string | undefined {
  const token = request.headers.cookie?.match(SESSION_COOKIE)?.[1];
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}
