import {
  createDocumentSchema,
  documentListQuerySchema,
  documentListSchema,
  documentPatchSchema,
  documentSchema,
  documentSumsQuerySchema,
  documentSumsSchema,
} from '@kira/core/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PdfRenderer } from '../pdf-pool/pdf-pool.ts';
import { attachmentRoutes } from './attachment-routes.ts';
import { withAbilities } from './compose/with-abilities.ts';
import { documentAnswer, idParams, tags, withConflict, withKeyErrors } from './document-params.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { pdfRoutes } from './pdf-routes.ts';
import { screenRoutes } from './screen-routes.ts';
import { sendRoutes } from './send-routes.ts';
import { createDraft } from './use-cases/create-draft.ts';
import { deleteDraft } from './use-cases/delete-draft.ts';
import { pdfOfDocument } from './use-cases/document-pdf.ts';
import { getDocument } from './use-cases/get.ts';
import { listDocuments } from './use-cases/list.ts';
import { sumDocuments } from './use-cases/summary.ts';
import { updateDraft } from './use-cases/update-draft.ts';

/**
 * Documents of every kind. Each endpoint is open to anyone who can read (or write) some
 * department; the kind's own department is then checked against the permission table.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  dataDir: string;
  idempotency: Idempotency;
  mailer: Mailer;
  /** What renders the PDFs (the PDF threads, pdf-pool/). */
  pdfs: PdfRenderer;
  limits: RateLimits;
}> = async (app, { guards, dataDir, idempotency, mailer, limits, pdfs }) => {
  routesKeepClaims(app);
  const making = { dataDir, pdfs };
  await app.register(attachmentRoutes, { guards, dataDir });
  await app.register(lifecycleRoutes, { guards, idempotency });
  await app.register(screenRoutes, { guards, dataDir, limits });
  await app.register(pdfRoutes, { guards, making, limits });
  await app.register(sendRoutes, {
    guards,
    idempotency,
    sending: {
      mailer,
      limits,
      renderPdf: async (access, document) => {
        const pdf = await pdfOfDocument(access, making, document);
        return { fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes };
      },
    },
  });
  app.get(
    '/api/documents',
    {
      schema: {
        tags,
        summary: "One page of a kind's documents, filtered and sorted, with their sums",
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => listDocuments(guards.accessOf(request), request.query),
  );

  app.get(
    '/api/documents/summary',
    {
      schema: {
        tags,
        summary: "How many of a kind's documents match the filters, their total and what is owed",
        querystring: documentSumsQuerySchema,
        response: { 200: documentSumsSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => sumDocuments(guards.accessOf(request), request.query),
  );

  app.post(
    '/api/documents',
    {
      schema: {
        tags,
        summary: 'Start a draft of any kind (no number until it is issued)',
        headers: idempotencyHeaders,
        body: createDocumentSchema,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      return once.answer(reply, await createDraft(once.access, request.body));
    },
  );

  app.get(
    '/api/documents/:id',
    {
      schema: {
        tags,
        summary: 'One document with its lines, amounts and chain',
        params: idParams,
        response: { 200: documentSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const access = guards.accessOf(request);
      return withAbilities(access, await getDocument(access, request.params.id));
    },
  );

  app.patch(
    '/api/documents/:id',
    {
      schema: {
        tags,
        summary: 'Change a draft (lines replace its lines); issued documents never change',
        params: idParams,
        body: documentPatchSchema,
        response: { 200: documentSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const access = guards.accessOf(request);
      return withAbilities(access, await updateDraft(access, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft',
        params: idParams,
        response: { 204: z.null(), ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      await deleteDraft(access, dataDir, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
