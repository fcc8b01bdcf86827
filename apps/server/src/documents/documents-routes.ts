import { todayInSingapore } from '@kira/core/dates';
import { TRANSITION_NAMES, type TransitionName } from '@kira/core/document-lifecycle';
import {
  convertSchema,
  createDocumentSchema,
  documentListQuerySchema,
  documentListSchema,
  documentPatchSchema,
  documentSchema,
  documentSumsQuerySchema,
  documentSumsSchema,
  recordPaymentSchema,
  voidSchema,
} from '@kira/core/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { attachmentRoutes } from './attachment-routes.ts';
import { withAbilities } from './compose/with-abilities.ts';
import { idParams } from './document-params.ts';
import { forgetAttachmentFile, listAttachments } from './use-cases/attachments.ts';
import { convertDocument } from './use-cases/convert.ts';
import { createDraft } from './use-cases/create-draft.ts';
import { deleteDraft } from './use-cases/delete-draft.ts';
import { getDocument } from './use-cases/get.ts';
import { issueDocument } from './use-cases/issue.ts';
import { listDocuments } from './use-cases/list.ts';
import { recordPayment } from './use-cases/record-payment.ts';
import { sumDocuments } from './use-cases/summary.ts';
import { transitionDocument } from './use-cases/transition.ts';
import { updateDraft } from './use-cases/update-draft.ts';
import { voidDocument } from './use-cases/void.ts';

const tags = ['documents'];
const withConflict = { ...guardedErrors, 409: errorSchema };
const withKeyErrors = { ...withConflict, 422: errorSchema };

/**
 * Documents of every kind. Each endpoint is open to anyone who can read (or write) some
 * department; the kind's own department is then checked against the permission table.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  dataDir: string;
  idempotency: Idempotency;
}> = async (app, { guards, dataDir, idempotency }) => {
  routesKeepClaims(app);
  await app.register(attachmentRoutes, { guards, dataDir });
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
    async (request) => {
      const access = guards.accessOf(request);
      const page = await listDocuments(access, request.query);
      return { ...page, items: page.items.map((item) => withAbilities(access, item)) };
    },
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
      const once = await idempotency.begin(request, guards.accessOf(request));
      const draft = await createDraft(once.access, request.body);
      return once.answer(reply, 201, withAbilities(once.access, draft));
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
      const attachments = await listAttachments(access, request.params.id);
      await deleteDraft(access, request.params.id);
      for (const attachment of attachments)
        await forgetAttachmentFile(access, dataDir, attachment.storedAs);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/documents/:id/issue',
    {
      schema: {
        tags,
        summary: 'Issue a draft: its number, the contact snapshot, the amounts at that date',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request));
      const issued = await issueDocument(once.access, request.params.id);
      return once.answer(reply, 200, withAbilities(once.access, issued));
    },
  );

  app.post(
    '/api/documents/:id/:transition',
    {
      schema: {
        tags,
        summary: 'Mark an issued document accepted, declined, completed, delivered or received',
        params: idParams.extend({ transition: z.enum(TRANSITION_NAMES as [string, ...string[]]) }),
        response: { 200: documentSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const access = guards.accessOf(request);
      const { id, transition } = request.params;
      const moved = await transitionDocument(access, id, transition as TransitionName);
      return withAbilities(access, moved);
    },
  );

  app.post(
    '/api/documents/:id/void',
    {
      schema: {
        tags,
        summary: 'Void an issued document, with the reason',
        params: idParams,
        body: voidSchema,
        response: { 200: documentSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const access = guards.accessOf(request);
      const voided = await voidDocument(access, request.params.id, request.body.reason);
      return withAbilities(access, voided);
    },
  );

  app.post(
    '/api/documents/:id/convert',
    {
      schema: {
        tags,
        summary: 'A new draft of another kind from this document, lines and contact copied',
        headers: idempotencyHeaders,
        params: idParams,
        body: convertSchema,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request));
      const draft = await convertDocument(once.access, request.params.id, request.body.kind);
      return once.answer(reply, 201, withAbilities(once.access, draft));
    },
  );

  app.post(
    '/api/documents/:id/payments',
    {
      schema: {
        tags,
        summary: 'Record a payment of an invoice: an issued receipt allocated to it',
        headers: idempotencyHeaders,
        params: idParams,
        body: recordPaymentSchema,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request));
      const { amount, date, paymentMethod, reference } = request.body;
      const receipt = await recordPayment(once.access, request.params.id, {
        amount,
        date: date ?? todayInSingapore(),
        paymentMethod,
        reference,
      });
      return once.answer(reply, 201, withAbilities(once.access, receipt));
    },
  );
};
