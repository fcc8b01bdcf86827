import { activeCompanySchema, companyListSchema } from '@kira/core/companies-api';
import { createCompanySchema } from '@kira/core/company-settings';
import { opaqueIdSchema } from '@kira/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { createCompany } from './create-company.ts';
import { listCompanies } from './list-companies.ts';
import { switchCompany } from './switch-company.ts';

interface Options {
  db: Database;
  guards: Guards;
}

export const companiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, guards }) => {
  app.get(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies you belong to (and the demo showcase), the active one marked',
        response: { 200: companyListSchema, ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request) => ({ items: await listCompanies(db, guards.userOf(request).user.id) }),
  );

  app.post(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Start a company: you become its Founder with write on every department',
        body: createCompanySchema,
        response: { 201: activeCompanySchema, ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request, reply) => {
      const created = await createCompany(db, guards.userOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/companies/:tenantId/switch',
    {
      schema: {
        tags: ['companies'],
        summary: 'Make one of your companies the active one; claims follow it',
        params: z.object({ tenantId: opaqueIdSchema }),
        response: { 200: activeCompanySchema, ...guardedErrors },
      },
      onRequest: guards.signedIn,
    },
    async (request) => switchCompany(db, guards.userOf(request).user.id, request.params.tenantId),
  );
};
