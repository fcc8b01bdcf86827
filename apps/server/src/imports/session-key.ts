import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../auth/session-cache.ts';

/** A digest of the request's session cookie, to recognise the session that started a job. */
export function sessionKeyOf(request: FastifyRequest): string | undefined {
  const token = sessionTokenOf(request.headers.cookie);
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
}
