import { todayInSingapore } from '@kira/core/dates';
import { documentDefaultsQuerySchema, documentDefaultsSchema } from '@kira/core/document-defaults';
import { documentHistoryQuerySchema, documentHistorySchema } from '@kira/core/document-history';
import {
  DOCUMENT_CSV_COLUMNS,
  documentExportQuerySchema,
  documentsCsvFileName,
  documentToCsv,
} from '@kira/core/documents-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { toCsv } from '../csv/csv.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { idParams, tags } from './document-params.ts';
import { draftDefaults } from './use-cases/defaults.ts';
import { documentsToExport } from './use-cases/export.ts';
import { documentHistory } from './use-cases/history.ts';

/** What the document screens read besides the documents: a new one's defaults, history, CSV. */
export const screenRoutes: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  app.get(
    '/api/documents/defaults',
    {
      schema: {
        tags,
        summary:
          "What a new document of a kind starts from: the company's settings for its amounts, its texts and a preview of its number",
        querystring: documentDefaultsQuerySchema,
        response: { 200: documentDefaultsSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => draftDefaults(guards.accessOf(request), request.query.kind),
  );

  app.get(
    '/api/documents/:id/history',
    {
      schema: {
        tags,
        summary: "A document's entries in the audit trail, newest first",
        params: idParams,
        querystring: documentHistoryQuerySchema,
        response: { 200: documentHistorySchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => documentHistory(guards.accessOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/documents/export.csv',
    {
      schema: {
        tags,
        summary: "Every document of a kind the list's filters match, in its order, as CSV",
        querystring: documentExportQuerySchema,
        response: { 200: z.string(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const rows: Record<string, string>[] = [];
      for await (const batch of documentsToExport(guards.accessOf(request), request.query)) {
        rows.push(...batch.map(documentToCsv));
      }
      const fileName = documentsCsvFileName(request.query.kind, todayInSingapore());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(toCsv(rows, [...DOCUMENT_CSV_COLUMNS]));
    },
  );
};
