import {
  documentSendSchema,
  proposedMailSchema,
  sendDocumentSchema,
} from '@kira/core/document-mail';
import { documentSchema } from '@kira/core/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { withAbilities } from './compose/with-abilities.ts';
import { idParams, tags, withConflict } from './document-params.ts';
import { retrySend } from './use-cases/retry-send.ts';
import { proposeMail, type SendDependencies, sendDocument } from './use-cases/send.ts';

/** E-mailing a document to its contact, and sending again a mail that could not be delivered. */
export const sendRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  sending: SendDependencies;
}> = async (app, { guards, sending }) => {
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
        body: sendDocumentSchema,
        response: {
          202: z.object({ document: documentSchema, send: documentSendSchema }),
          ...withConflict,
        },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const access = guards.accessOf(request);
      const { document, send } = await sendDocument(
        access,
        request.params.id,
        request.body,
        sending,
      );
      return reply.code(202).send({ document: withAbilities(access, document), send });
    },
  );

  app.post(
    '/api/documents/:id/sends/:sendId/retry',
    {
      schema: {
        tags,
        summary: 'Send again a mail of this document that could not be delivered',
        params: idParams.extend({ sendId: z.uuid('Not a send of a document') }),
        response: { 200: documentSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => {
      const access = guards.accessOf(request);
      const { id, sendId } = request.params;
      return withAbilities(access, await retrySend(access, id, sendId, sending.mailer));
    },
  );
};
