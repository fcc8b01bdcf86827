import {
  documentSendSchema,
  proposedMailSchema,
  sendDocumentSchema,
} from '@kira/core/document-mail';
import { documentSchema } from '@kira/core/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { errorSchema } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { withAbilities } from './compose/with-abilities.ts';
import { documentAnswer, idParams, tags, withConflict, withKeyErrors } from './document-params.ts';
import { retrySend } from './use-cases/retry-send.ts';
import {
  proposeMail,
  type SendDependencies,
  type SentDocument,
  sendDocument,
} from './use-cases/send.ts';

/**
 * E-mailing a document to its contact, and sending again a mail that could not be delivered.
 * Both take an Idempotency-Key: a retried request with the same key sends no second mail.
 */
export const sendRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  idempotency: Idempotency;
  sending: SendDependencies;
}> = async (app, { guards, idempotency, sending }) => {
  app.get(
    '/api/documents/:id/send',
    {
      schema: {
        tags,
        summary: 'What sending a document now would send: its contact’s addresses, the words',
        params: idParams,
        response: { 200: proposedMailSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => proposeMail(guards.accessOf(request), request.params.id),
  );

  app.post(
    '/api/documents/:id/send',
    {
      schema: {
        tags,
        summary: 'E-mail a document with its PDF (a draft is issued first when `issue` is true)',
        params: idParams,
        headers: idempotencyHeaders,
        body: sendDocumentSchema,
        response: {
          202: z.object({ document: documentSchema, send: documentSendSchema }),
          ...withKeyErrors,
          402: errorSchema,
        },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const once = await idempotency.begin(request, access, {
        status: 202,
        body: ({ document, send }: SentDocument, asked) => ({
          document: withAbilities(asked, document),
          send,
        }),
      });
      const { id } = request.params;
      return once.answer(reply, await sendDocument(access, id, request.body, sending, once.access));
    },
  );

  app.post(
    '/api/documents/:id/sends/:sendId/retry',
    {
      schema: {
        tags,
        summary: 'Send again a mail of this document that could not be delivered',
        params: idParams.extend({ sendId: z.uuid('Not a send of a document') }),
        headers: idempotencyHeaders,
        response: { 200: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(200));
      const { id, sendId } = request.params;
      return once.answer(reply, await retrySend(once.access, id, sendId, sending));
    },
  );
};
