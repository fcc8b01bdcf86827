import {
  activeCompanySchema,
  createInviteSchema,
  invitationSchema,
  inviteListSchema,
  inviteSchema,
} from '@kira/core/companies-api';
import { idOfKindsSchema } from '@kira/core/ids';
import { decideInvitations } from '@kira/core/policies/invitation-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { createInvite } from './create-invite.ts';
import { readInvitation } from './find-invitation.ts';
import { listInvites } from './list-invites.ts';
import { revokeInvite } from './revoke-invite.ts';

interface Options {
  db: Database;
  guards: Guards;
  mailer: Mailer;
  appUrl: string;
  idempotency: Idempotency;
  limits: RateLimits;
}

const tokenParams = z.object({ token: z.string().min(20).max(100) });

export const invitesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, guards, mailer, appUrl, idempotency, limits },
) => {
  // Each route asks the invitation policy; revoking then asks it of the invitation itself.
  const read = guards.ask((access) => decideInvitations(access, 'read'));
  const manage = guards.ask((access) => decideInvitations(access, 'invite'));
  app.get(
    '/api/invites',
    {
      schema: {
        tags: ['members'],
        summary: "The active company's invitations, newest first",
        response: { 200: inviteListSchema, ...guardedErrors },
      },
      onRequest: read,
    },
    async (request) => {
      const access = guards.accessOf(request);
      return { items: await listInvites(access), abilities: access.abilities };
    },
  );

  app.post(
    '/api/invites',
    {
      schema: {
        tags: ['members'],
        summary: 'Invite someone by e-mail with a level for each department and a title',
        headers: idempotencyHeaders,
        body: createInviteSchema,
        response: {
          201: inviteSchema,
          ...guardedErrors,
          402: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
      onRequest: manage,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), { status: 201 });
      const invite = await createInvite(once.access, request.body, { mailer, appUrl, limits });
      return once.answer(reply, invite);
    },
  );

  app.post(
    '/api/invites/:id/revoke',
    {
      schema: {
        tags: ['members'],
        summary: 'Withdraw a pending invitation',
        params: z.object({ id: idOfKindsSchema(['invite']) }),
        response: { 200: inviteSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: manage,
    },
    async (request) => revokeInvite(guards.accessOf(request), request.params.id),
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['members'],
        summary: 'What an invitation link offers: the company, the address, its status',
        params: tokenParams,
        response: { 200: invitationSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => readInvitation(db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags: ['members'],
        summary: 'Join the company of an invitation, signed in with the invited address',
        params: tokenParams,
        response: {
          200: activeCompanySchema,
          ...guardedErrors,
          409: errorSchema,
          410: errorSchema,
        },
      },
      onRequest: guards.signedIn,
    },
    async (request) => {
      const accepted = await acceptInvitation(db, guards.userOf(request), request.params.token);
      guards.forgetSessions(); // accepting verifies the user's e-mail address
      return accepted;
    },
  );
};
