import { setClaimsRequestSchema } from '@kira/core/claims';
import { claimsSchema, meSchema, updateMeSchema } from '@kira/core/me';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession, type SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { loadMe } from './load-me.ts';
import { setClaims } from './set-claims.ts';
import { updateMe } from './update-me.ts';

const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .meta({ id: 'Error' });

interface AccountsRoutesOptions {
  db: Database;
  auth: () => Promise<Auth>;
  sessionMaxSeconds: number;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, auth, sessionMaxSeconds },
) => {
  const session = { auth, db, maxSeconds: sessionMaxSeconds };
  // Checked before the body, so a signed-out caller learns that first (401, not 400).
  const signedInOf = new WeakMap<FastifyRequest, SignedIn>();
  const authenticate = async (request: FastifyRequest) => {
    signedInOf.set(request, await requireSession(request, session));
  };
  const signedIn = (request: FastifyRequest): SignedIn => {
    const found = signedInOf.get(request);
    if (!found) throw new Error('authenticate did not run');
    return found;
  };

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, their profile and their claims in the active company',
        response: { 200: meSchema, 401: errorSchema },
      },
      onRequest: authenticate,
    },
    async (request) => loadMe(db, signedIn(request)),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change your display name or title',
        body: updateMeSchema,
        response: { 200: meSchema, 400: errorSchema, 401: errorSchema },
      },
      onRequest: authenticate,
    },
    async (request) => {
      await updateMe(db, signedIn(request).user.id, request.body);
      return loadMe(db, await requireSession(request, session));
    },
  );

  app.post(
    '/api/claims',
    {
      schema: {
        tags: ['accounts'],
        summary: "Set a user's department levels in a company and make it their active company",
        body: setClaimsRequestSchema,
        response: {
          200: claimsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
      onRequest: authenticate,
    },
    async (request) => setClaims(db, signedIn(request).user.id, request.body),
  );
};
