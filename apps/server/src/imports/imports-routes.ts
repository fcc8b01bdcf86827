import { importJobSchema } from '@kira/core/csv-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { AppError } from '../http/app-error.ts';
import { guardedErrors } from '../http/error-schema.ts';
import type { ImportJobs } from './import-jobs.ts';
import { sessionKeyOf } from './session-key.ts';

interface Options {
  guards: Guards;
  jobs: ImportJobs;
}

export const importsRoutes: FastifyPluginAsyncZod<Options> = async (app, { guards, jobs }) => {
  routesKeepClaims(app);
  app.get(
    '/api/imports/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'The progress of a CSV import you started, and its report once done',
        params: z.object({ id: z.uuid() }),
        response: { 200: importJobSchema, ...guardedErrors },
      },
      onRequest: async (request) => {
        const { id } = request.params as { id: string };
        if (jobs.forSession(id, sessionKeyOf(request))) return;
        await guards.inActiveCompany(request);
      },
    },
    async (request) => {
      const { id } = request.params;
      const ownSession = jobs.forSession(id, sessionKeyOf(request));
      if (ownSession) return ownSession;
      const { tenantId, userId } = guards.accessOf(request);
      const job = jobs.get(id, { tenantId, userId });
      if (!job) throw new AppError('NOT_FOUND', `No import ${id}`);
      return job;
    },
  );
};
