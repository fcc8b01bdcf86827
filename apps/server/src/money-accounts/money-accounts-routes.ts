import {
  createMoneyAccountSchema,
  decideListMoneyAccounts,
  moneyAccountListSchema,
  moneyAccountPatchSchema,
  moneyAccountSchema,
} from '@kira/core/money-accounts';
import { decideSettings } from '@kira/core/policies/settings-policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../access/guards.ts';
import { errorSchema, guardedErrors } from '../http/error-schema.ts';
import type { Idempotency } from '../idempotency/idempotency.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-header.ts';
import { createMoneyAccount } from './create-money-account.ts';
import { listMoneyAccounts } from './money-accounts-store.ts';
import { updateMoneyAccount } from './update-money-account.ts';

const tags = ['settings'];
const accountParams = z.object({ id: z.string().min(1).max(40) });

/** The company's bank and cash accounts (issue 36), under the settings. */
export const moneyAccountsRoutes: FastifyPluginAsyncZod<{
  guards: Guards;
  idempotency: Idempotency;
}> = async (app, { guards, idempotency }) => {
  const update = guards.ask((access) => decideSettings(access, 'update'));

  app.get(
    '/api/settings/accounts',
    {
      schema: {
        tags,
        summary: "The company's bank and cash accounts, the default first",
        response: { 200: moneyAccountListSchema, ...guardedErrors },
      },
      onRequest: guards.ask(decideListMoneyAccounts),
    },
    async (request) => ({
      items: await listMoneyAccounts(guards.accessOf(request).scope.statements),
    }),
  );

  app.post(
    '/api/settings/accounts',
    {
      schema: {
        tags,
        summary: 'Add a bank or cash account (made the default, it takes that from the other)',
        headers: idempotencyHeaders,
        body: createMoneyAccountSchema,
        response: { 201: moneyAccountSchema, ...guardedErrors, 409: errorSchema, 422: errorSchema },
      },
      onRequest: update,
    },
    async (request, reply) => {
      const once = await idempotency.begin(request, guards.accessOf(request), { status: 201 });
      return once.answer(reply, await createMoneyAccount(once.access, request.body));
    },
  );

  app.patch(
    '/api/settings/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Rename, archive or reopen an account, or make it the default',
        params: accountParams,
        body: moneyAccountPatchSchema,
        response: { 200: moneyAccountSchema, ...guardedErrors, 409: errorSchema },
      },
      onRequest: update,
    },
    async (request) =>
      updateMoneyAccount(guards.accessOf(request), request.params.id, request.body),
  );
};
