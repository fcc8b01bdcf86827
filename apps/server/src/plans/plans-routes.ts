import { opaqueIdSchema } from '@kira/core/ids';
import { PLAN_LIST } from '@kira/core/plans';
import {
  changeSubscriptionSchema,
  companyLimitsSchema,
  planListSchema,
  raiseLimitsSchema,
  subscriptionSchema,
} from '@kira/core/plans-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import type { Database } from '../db/database.ts';
import { guardedErrors } from '../http/error-schema.ts';
import { changeSubscription } from './change-subscription.ts';
import { decideDeveloper } from './developer-policy.ts';
import { getSubscription } from './get-subscription.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { raiseLimits } from './raise-limits.ts';

interface Options {
  db: Database;
  guards: Guards;
  provider: PaymentProvider;
}

const tags = ['plans'];

/** The plans, the active company's subscription, and a developer's raised limits. */
export const plansRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, guards, provider },
) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags,
        summary: 'The plans side by side: limits, prices and features (public)',
        response: { 200: planListSchema },
      },
      onRequest: guards.anyone,
    },
    async () => ({ items: PLAN_LIST }),
  );

  app.get(
    '/api/subscription',
    {
      schema: {
        tags,
        summary: "The active company's plan, its trial, the limits in force and their use",
        response: { 200: subscriptionSchema, ...guardedErrors },
      },
      onRequest: guards.inActiveCompany,
    },
    async (request) => getSubscription(guards.accessOf(request), provider),
  );

  app.put(
    '/api/subscription',
    {
      schema: {
        tags,
        summary: 'Put the company on a plan at once (administrators; `free` cancels)',
        body: changeSubscriptionSchema,
        response: { 200: subscriptionSchema, ...guardedErrors },
      },
      onRequest: guards.allow('subscription.manage'),
    },
    async (request) => changeSubscription(guards.accessOf(request), request.body.plan, provider),
  );

  app.put(
    '/api/developer/companies/:tenantId/limits',
    {
      schema: {
        tags: ['developer'],
        summary: "Raise a company's limits above its plan (developers; null removes a raise)",
        params: z.object({ tenantId: opaqueIdSchema }),
        body: raiseLimitsSchema,
        response: { 200: companyLimitsSchema, ...guardedErrors },
      },
      onRequest: guards.ask(decideDeveloper),
    },
    async (request) =>
      raiseLimits(db, guards.accessOf(request), request.params.tenantId, request.body),
  );
};
