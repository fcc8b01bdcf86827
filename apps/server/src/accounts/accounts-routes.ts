import { setClaimsRequestSchema } from '@kira/core/claims';
import { claimsSchema, meSchema, sessionSchema, updateMeSchema } from '@kira/core/me';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { errorSchema } from '../http/error-schema.ts';
import { loadMe } from './load-me.ts';
import { setClaims } from './set-claims.ts';
import { updateMe } from './update-me.ts';

interface AccountsRoutesOptions {
  db: Database;
  guards: Guards;
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { db, guards },
) => {
  const authenticate = guards.signedIn;
  const signedIn = (request: FastifyRequest) => guards.userOf(request);

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

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Who is signed in: `{ me }` as GET /api/me gives it, or `{ me: null }` for a signed-out visitor (never 401)',
        response: { 200: sessionSchema },
      },
      onRequest: guards.anyone,
    },
    async (request) => {
      const user = guards.sessionUserOf(request);
      return { me: user ? await loadMe(db, user) : null };
    },
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
      guards.forgetSessions(); // the cached user still has the old name
      const { user, ...rest } = signedIn(request);
      const name = request.body.displayName ?? user.name;
      return loadMe(db, { ...rest, user: { ...user, name } });
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
