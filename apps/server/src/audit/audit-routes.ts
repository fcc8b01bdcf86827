import { auditPageSchema, auditQuerySchema } from '@kira/core/companies-api';
import { decideAudit } from '@kira/core/policies/audit-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../access/guards.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { auditPage } from './audit-page.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary: "The active company's audit trail, newest first, with filters",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...guardedErrors },
      },
      onRequest: guards.ask((access) => decideAudit(access, 'read')),
    },
    async (request) => auditPage(guards.accessOf(request).scope, request.query),
  );
};
