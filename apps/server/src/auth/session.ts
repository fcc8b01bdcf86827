import { MSG_NOT_AUTHENTICATED } from '@kira/core/constants';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { session as sessions } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { toFetchHeaders } from '../http/fetch-headers.ts';
import type { Auth } from './create-auth.ts';
import { type SessionCache, sessionTokenOf } from './session-cache.ts';

export interface SignedIn {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
}

interface SessionOptions {
  auth: () => Promise<Auth>;
  db: Database;
  maxSeconds: number;
  cache?: SessionCache;
}

/**
 * The signed-in user of a request, or null. A session lives while it is used (better-auth's
 * sliding expiry is the idle lifetime) and never longer than `maxSeconds` from its sign-in:
 * past that it is deleted on the server, whatever its cookie says.
 */
export async function readSession(
  request: FastifyRequest,
  { auth, db, maxSeconds, cache }: SessionOptions,
): Promise<SignedIn | null> {
  const token = sessionTokenOf(request.headers.cookie);
  const cached = token && cache?.get(token);
  if (cached && (Date.now() - cached.createdAt) / 1000 <= maxSeconds) return cached.signedIn;
  const found = await (await auth()).api.getSession({ headers: toFetchHeaders(request.headers) });
  if (!found) return null;
  const createdAt = new Date(found.session.createdAt).getTime();
  if ((Date.now() - createdAt) / 1000 > maxSeconds) {
    await db.delete(sessions).where(eq(sessions.id, found.session.id));
    cache?.clear();
    return null;
  }
  const { id, email, name, emailVerified } = found.user;
  const signedIn = { user: { id, email, name, emailVerified }, sessionId: found.session.id };
  if (token) cache?.set(token, signedIn, createdAt);
  return signedIn;
}

export async function requireSession(
  request: FastifyRequest,
  options: SessionOptions,
): Promise<SignedIn> {
  const signedIn = await readSession(request, options);
  if (!signedIn) throw new AppError('UNAUTHENTICATED', MSG_NOT_AUTHENTICATED);
  return signedIn;
}
