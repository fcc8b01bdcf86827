import { todayInSingapore } from '@kira/core/dates';
import { DOCUMENT_KINDS, documentActions, TRANSITION_NAMES } from '@kira/core/document-lifecycle';
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
import { idOfKindsSchema } from '@kira/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { Guards } from '../access/guards.ts';
import { routesKeepClaims } from '../cache/keeps-claims.ts';
import { FILE_TYPES } from '../files/file-types.ts';
import { AppError } from '../http/app-error.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import {
  ATTACHMENT_MAX_BYTES,
  addAttachment,
  attachmentSchema,
  forgetAttachmentFile,
  listAttachments,
  readAttachment,
  removeAttachment,
} from './attachments.ts';
import { createDraft, deleteDraft, updateDraft } from './draft-commands.ts';
import { issueDocument } from './issue-document.ts';
import {
  convertDocument,
  recordPayment,
  transitionDocument,
  voidDocument,
} from './lifecycle-commands.ts';
import { getDocument, listDocuments, sumDocuments } from './list-documents.ts';

const idParams = z.object({ id: idOfKindsSchema(DOCUMENT_KINDS.map((kind) => kind.idKind)) });
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
  // An attachment arrives as the raw file; its type is checked again from its bytes.
  app.addContentTypeParser(
    Object.keys(FILE_TYPES),
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
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
      assertAllowed(access, documentActions(request.query.kind).read);
      return listDocuments(access.scope, request.query);
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
    async (request) => {
      const access = guards.accessOf(request);
      assertAllowed(access, documentActions(request.query.kind).read);
      return sumDocuments(access.scope, request.query);
    },
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
      return once.answer(reply, 201, await createDraft(once.access, request.body));
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
      const document = await getDocument(access.scope, request.params.id);
      assertAllowed(access, documentActions(document.kind).read);
      return document;
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
    async (request) => updateDraft(guards.accessOf(request), request.params.id, request.body),
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
      return once.answer(reply, 200, await issueDocument(once.access, request.params.id));
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
    async (request) =>
      transitionDocument(
        guards.accessOf(request),
        request.params.id,
        request.params.transition as (typeof TRANSITION_NAMES)[number],
      ),
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
    async (request) =>
      voidDocument(guards.accessOf(request), request.params.id, request.body.reason),
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
      return once.answer(reply, 201, draft);
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
      return once.answer(reply, 201, receipt);
    },
  );

  const attachmentParams = idParams.extend({ attachmentId: z.uuid() });

  app.post(
    '/api/documents/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Attach a file: the raw PDF, PNG, JPEG or WebP, up to 5 MB (name in X-File-Name)',
        params: idParams,
        response: { 201: attachmentSchema, ...withConflict, 413: errorSchema, 415: errorSchema },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', 'Send the file itself with its Content-Type');
      }
      const name = request.headers['x-file-name'];
      const attachment = await addAttachment(guards.accessOf(request), dataDir, request.params.id, {
        contentType: request.headers['content-type'],
        fileName: typeof name === 'string' ? decodeURIComponent(name) : undefined,
        bytes: request.body,
      });
      return reply.code(201).send(attachment);
    },
  );

  app.get(
    '/api/documents/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'An attached file',
        params: attachmentParams,
        response: { 200: z.any(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const document = await getDocument(access.scope, request.params.id);
      assertAllowed(access, documentActions(document.kind).read);
      const file = await readAttachment(
        access,
        dataDir,
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .type(file.contentType)
        .header(
          'content-disposition',
          `inline; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.delete(
    '/api/documents/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove an attached file',
        params: attachmentParams,
        response: { 204: z.null(), ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      await removeAttachment(
        guards.accessOf(request),
        dataDir,
        request.params.id,
        request.params.attachmentId,
      );
      return reply.code(204).send(null);
    },
  );
};
