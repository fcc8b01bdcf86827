import {
  developerCompaniesPageSchema,
  developerPageQuerySchema,
  developerUsersPageSchema,
  outboxPageSchema,
  outboxQuerySchema,
  systemStatusSchema,
} from '@kira/core/developer-api';
import { decideDeveloper } from '@kira/core/policies/developer-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { developerCompanies } from './developer-companies.ts';
import { developerOutbox, retryOutboxMail } from './developer-outbox.ts';
import { developerUsers } from './developer-users.ts';
import { type SystemFacts, systemStatus } from './system-status.ts';

interface DeveloperOptions {
  guards: Guards;
  db: Database;
  mailer: Mailer;
  system: SystemFacts;
}

const tags = ['developer'];

/**
 * The developer area's API: every company and user of the server, the outbox and the system
 * (docs/developer.md). Developers only: anyone else gets 403 before anything is read. A
 * developer's claims are set through `POST /api/claims`, whose rules already allow them.
 */
export const developerRoutes: FastifyPluginAsyncZod<DeveloperOptions> = async (
  app,
  { guards, db, mailer, system },
) => {
  const onlyDevelopers = guards.ask(decideDeveloper);

  app.get(
    '/api/developer/companies',
    {
      schema: {
        tags,
        summary: 'Every company: plan, members, documents this month, storage (paged, searchable)',
        querystring: developerPageQuerySchema,
        response: { 200: developerCompaniesPageSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request) => developerCompanies(db, request.query, new Date()),
  );

  app.get(
    '/api/developer/users',
    {
      schema: {
        tags,
        summary: 'Every user with their claims in their active company (paged, searchable)',
        querystring: developerPageQuerySchema,
        response: { 200: developerUsersPageSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request) => developerUsers(db, request.query),
  );

  app.get(
    '/api/developer/outbox',
    {
      schema: {
        tags,
        summary: "The mail outbox, newest first, with each mail's delivery status",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async (request) => developerOutbox(db, request.query),
  );

  app.post(
    '/api/developer/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Puts a mail given up back in the queue, with a new day of retries',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 204: z.null(), ...guardedErrors, 409: errorSchema },
      },
      onRequest: onlyDevelopers,
    },
    async (request, reply) => {
      await retryOutboxMail(db, mailer, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/developer/status',
    {
      schema: {
        tags,
        summary: 'The server: version, database, uptime, migrations, data directory, outbox',
        response: { 200: systemStatusSchema, ...guardedErrors },
      },
      onRequest: onlyDevelopers,
    },
    async () => systemStatus(system),
  );
};
