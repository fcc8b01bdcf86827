import { todayInSingapore } from '@kira/core/dates';
import { documentDefaultsQuerySchema, documentDefaultsSchema } from '@kira/core/document-defaults';
import { documentHistoryQuerySchema, documentHistorySchema } from '@kira/core/document-history';
import { documentLetterheadSchema } from '@kira/core/document-letterhead';
import {
  DOCUMENT_CSV_COLUMNS,
  documentExportQuerySchema,
  documentsCsvFileName,
  documentToCsv,
} from '@kira/core/documents-csv';
import { decideExport } from '@kira/core/policies/export-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { toCsv } from '../csv/csv.ts';
import { AppError } from '../http/app-error.ts';
import { guardedErrors } from '../http/error-schema.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { idParams, letterheadQuery, tags } from './document-params.ts';
import { draftDefaults } from './use-cases/defaults.ts';
import { documentsToExport } from './use-cases/export.ts';
import { documentHistory } from './use-cases/history.ts';
import {
  LETTERHEAD_LOGO_PATH,
  readLetterhead,
  readLetterheadLogo,
} from './use-cases/letterhead.ts';

/**
 * What the document screens read besides the documents: a new one's defaults, the letterhead,
 * history, CSV.
 */
export const screenRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  dataDir: string;
  limits: RateLimits;
}> = async (app, { guards, dataDir, limits }) => {
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
    '/api/documents/letterhead',
    {
      schema: {
        tags,
        summary:
          "Who issues the company's documents, as their letterhead prints it: legal name, UEN, address, GST number, logo; an issued document's as it was issued",
        querystring: letterheadQuery,
        response: { 200: documentLetterheadSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => readLetterhead(guards.accessOf(request), request.query.document),
  );

  app.get(
    LETTERHEAD_LOGO_PATH,
    {
      schema: {
        tags,
        summary: "The company's logo, for its documents' letterhead (an issued document's own)",
        querystring: letterheadQuery,
        response: { 200: z.any(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const logo = await readLetterheadLogo(access, dataDir, request.query.document);
      if (!logo) throw new AppError('NOT_FOUND', 'This company has no logo');
      return reply.type(logo.type).send(logo.bytes);
    },
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
      // The demo refuses exports before anything is read; each kind's read right is asked next.
      onRequest: guards.ask(decideExport),
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      // Who may read the list is decided here, before the limit is counted.
      const batches = documentsToExport(access, request.query);
      await limits.csv(access.userId);
      const rows: Record<string, string>[] = [];
      for await (const batch of batches) {
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
