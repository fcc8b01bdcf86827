import { searchQuerySchema, searchResultsSchema } from '@kira/core/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { searchCompany } from './search-company.ts';

interface Options {
  guards: Guards;
}

export const searchRoutes: FastifyPluginAsyncZod<Options> = async (app, { guards }) => {
  routesKeepClaims(app);
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: "The active company's documents, contacts and products matching a query",
        description:
          'The query is trimmed; under 4 characters it is refused (400 `min 4 characters`). ' +
          'Each member finds only what their levels may list; at most 10 results a group.',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...guardedErrors },
      },
      // Every member may search: what their levels cannot read is left out, not refused.
      onRequest: guards.inActiveCompany,
    },
    async (request) => searchCompany(guards.accessOf(request), request.query.q),
  );
};
