import {
  AGED_RECEIVABLES_CSV_HEADERS,
  agedReceivablesCsvRows,
  agedReceivablesSchema,
} from '@kira/core/aged-receivables';
import { decideExport } from '@kira/core/policies/export-policy';
import { decideByAccess, firstRefusal } from '@kira/core/policies/policy';
import { reportDateQuerySchema } from '@kira/core/statement-period';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { toCsv } from '../csv/csv.ts';
import { guardedErrors } from '../http/error-schema.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { agedReceivables } from './aged-receivables.ts';

const tags = ['reports'];

/** Reports over the company's books (finance read). */
export const reportsRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  limits: RateLimits;
  today: () => string;
}> = async (app, { guards, limits, today }) => {
  app.get(
    '/api/reports/aged-receivables',
    {
      schema: {
        tags,
        summary:
          'What each contact owes at the end of a day (`at`, YYYY-MM-DD, today by default), per currency, by days past due',
        querystring: reportDateQuerySchema,
        response: { 200: agedReceivablesSchema, ...guardedErrors },
      },
      onRequest: guards.allow('finance.read'),
    },
    async (request) =>
      agedReceivables(guards.accessOf(request).scope.statements, request.query.at ?? today()),
  );

  app.get(
    '/api/reports/aged-receivables.csv',
    {
      schema: {
        tags,
        summary: 'The aged receivables as CSV: one row per contact and currency',
        querystring: reportDateQuerySchema,
        response: { 200: z.string(), ...guardedErrors },
      },
      onRequest: guards.ask((access) =>
        firstRefusal(
          () => decideByAccess(access, 'finance.read'),
          () => decideExport(access),
        ),
      ),
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      await limits.csv(access.userId);
      const at = request.query.at ?? today();
      const report = await agedReceivables(access.scope.statements, at);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aged-receivables-${at}.csv"`)
        .send(toCsv(agedReceivablesCsvRows(report), AGED_RECEIVABLES_CSV_HEADERS));
    },
  );
};
