import { dashboardSchema } from '@kira/core/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../access/guards.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { getDashboard } from './get-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  /** The day the figures are for (today in Singapore; tests fix it). */
  today: () => string;
}> = async (app, { guards, today }) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The active company's figures, each widget as far as the member's levels allow",
        response: { 200: dashboardSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => getDashboard(guards.accessOf(request), today()),
  );
};
