import { importJobSchema } from '@kira/core/csv-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { AppError } from '../http/app-error.ts';
import { guardedErrors } from '../http/error-schema.ts';
import type { ImportJobs } from './import-jobs.ts';

interface Options {
  guards: Guards;
  jobs: ImportJobs;
}

export const importsRoutes: FastifyPluginAsyncZod<Options> = async (app, { guards, jobs }) => {
  app.get(
    '/api/imports/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'The progress of a CSV import you started, and its report once done',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: importJobSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const { tenantId, userId } = guards.accessOf(request);
      const job = jobs.get(request.params.id, { tenantId, userId });
      if (!job) throw new AppError('NOT_FOUND', `No import ${request.params.id}`);
      return job;
    },
  );
};
