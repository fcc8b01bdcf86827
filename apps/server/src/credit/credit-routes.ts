import {
  applyCreditSchema,
  contactCreditSchema,
  contactPaymentSchema,
  creditApplicationAnswerSchema,
  refundCreditSchema,
} from '@kira/core/credit';
import { documentSchema } from '@kira/core/documents';
import { idOfKindsSchema } from '@kira/core/ids';
import { decideListDocuments } from '@kira/core/policies/document-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { documentAnswer, withConflict, withKeyErrors } from '../documents/document-params.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { applyCredit } from './apply-credit.ts';
import { readContactCredit } from './read-contact-credit.ts';
import { recordContactPayment } from './record-contact-payment.ts';
import { refundFromCredit } from './refund-from-credit.ts';
import { undoCreditApplication } from './undo-credit-application.ts';

const tags = ['credit'];
const contactParams = z.object({ id: idOfKindsSchema(['contact']) });
const applicationParams = contactParams.extend({ applicationId: z.string().min(1).max(40) });

/**
 * Money in from a contact's page (issue 36): a payment across its invoices, its credit applied
 * to invoices or refunded. Finance's: each use case checks the level (403) before anything.
 */
export const creditRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  idempotency: Idempotency;
}> = async (app, { guards, idempotency }) => {
  app.get(
    '/api/contacts/:id/credit',
    {
      schema: {
        tags,
        summary: "A contact's credit per currency and its applications of credit, newest first",
        params: contactParams,
        response: { 200: contactCreditSchema, ...withConflict },
      },
      onRequest: guards.ask((access) => decideListDocuments(access, 'invoice')),
    },
    async (request) => readContactCredit(guards.accessOf(request), request.params.id),
  );

  app.post(
    '/api/contacts/:id/payments',
    {
      schema: {
        tags,
        summary:
          'Record money received from a contact: one issued receipt allocated to its invoices; the rest is credit',
        headers: idempotencyHeaders,
        params: contactParams,
        body: contactPaymentSchema,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      const { id } = request.params;
      return once.answer(reply, await recordContactPayment(once.access, id, request.body));
    },
  );

  app.post(
    '/api/contacts/:id/credit/apply',
    {
      schema: {
        tags,
        summary: "Apply a contact's credit to its invoices (sources oldest first)",
        headers: idempotencyHeaders,
        params: contactParams,
        body: applyCreditSchema,
        response: { 201: creditApplicationAnswerSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), { status: 201 });
      return once.answer(reply, await applyCredit(once.access, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/contacts/:id/credit/applications/:applicationId',
    {
      schema: {
        tags,
        summary: 'Undo an application of credit: the invoices and the sources as they were',
        params: applicationParams,
        response: { 200: creditApplicationAnswerSchema, ...withConflict },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) =>
      undoCreditApplication(
        guards.accessOf(request),
        request.params.id,
        request.params.applicationId,
      ),
  );

  app.post(
    '/api/contacts/:id/credit/refund',
    {
      schema: {
        tags,
        summary: "Refund a contact's credit: a refund document issued at once",
        headers: idempotencyHeaders,
        params: contactParams,
        body: refundCreditSchema,
        response: { 201: documentSchema, ...withKeyErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), documentAnswer(201));
      const { id } = request.params;
      return once.answer(reply, await refundFromCredit(once.access, id, request.body));
    },
  );
};
