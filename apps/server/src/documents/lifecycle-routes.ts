import { todayInSingapore } from '@kira/core/dates';
import { TRANSITION_NAMES, type TransitionName } from '@kira/core/document-lifecycle';
import {
  convertSchema,
  documentSchema,
  recordPaymentSchema,
  voidSchema,
} from '@kira/core/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { errorSchema } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { withAbilities } from './compose/with-abilities.ts';
import { documentAnswer, idParams, tags, withConflict, withKeyErrors } from './document-params.ts';
import { convertDocument } from './use-cases/convert.ts';
import { duplicateDocument } from './use-cases/duplicate.ts';
import { issueDocument } from './use-cases/issue.ts';
import { recordPayment } from './use-cases/record-payment.ts';
import { transitionDocument } from './use-cases/transition.ts';
import { voidDocument } from './use-cases/void.ts';

/**
 * What happens to a document once it is written: issue, transitions, void, convert, duplicate,
 * pay.
 */
export const lifecycleRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  idempotency: Idempotency;
}> = async (app, { guards, idempotency }) => {
  app.post(
    '/api/documents/:id/issue',
    {
      schema: {
        tags,
        summary: 'Issue a draft: its number, the contact snapshot, the amounts at that date',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: documentSchema, ...withKeyErrors, 402: errorSchema },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(200));
      return once.answer(reply, await issueDocument(once.access, request.params.id));
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
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      const { id } = request.params;
      return once.answer(reply, await convertDocument(once.access, id, request.body.kind));
    },
  );

  app.post(
    '/api/documents/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'A new draft of the same kind copied from this document, dated today',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      return once.answer(reply, await duplicateDocument(once.access, request.params.id));
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
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      const { amount, date, paymentMethod, reference, accountId, sgdReceived } = request.body;
      const receipt = await recordPayment(once.access, request.params.id, {
        amount,
        date: date ?? todayInSingapore(),
        paymentMethod,
        reference,
        accountId,
        sgdReceived,
      });
      return once.answer(reply, receipt);
    },
  );
};
