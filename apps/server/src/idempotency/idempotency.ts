import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAccess } from '../access/load-access.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { TenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { claimKey, type KeyClaim, MSG_KEY_IN_FLIGHT, refuseIfClaimed } from './claim-key.ts';
import { IDEMPOTENCY_HEADER, requestDigest } from './idempotency-header.ts';

/** Keys are kept at least this long (the API promises 24 hours). */
const KEPT_HOURS = 48;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface Idempotent {
  /** The request's access, whose writes claim the key in their transaction. */
  access: RequestAccess;
  /** Sends the answer, and keeps it as the answer to the key. */
  answer(reply: FastifyReply, status: number, body: unknown): Promise<FastifyReply>;
}

/**
 * `Idempotency-Key` for the creating POSTs: a route calls `begin` with the request's access and
 * runs its use case with the access it gets back, then answers through `answer`.
 */
export function idempotency(app: FastifyInstance, db: Database) {
  // Keys this process is carrying out now: a duplicate answers 409 at once, without waiting
  // for the database (PGlite runs one transaction at a time).
  const inFlight = new Set<string>();
  const owned = new WeakMap<FastifyRequest, string>();
  app.addHook('onResponse', (request, _reply, done) => {
    const name = owned.get(request);
    if (name) inFlight.delete(name);
    done();
  });
  const purge = setInterval(() => {
    purgeOldKeys(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'purging idempotency keys'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  return {
    async begin(request: FastifyRequest, access: RequestAccess): Promise<Idempotent> {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const plain = {
        access,
        answer: async (reply: FastifyReply, status: number, body: unknown) =>
          reply.code(status).send(body),
      };
      if (typeof header !== 'string') return plain;
      const claim: KeyClaim = {
        key: header,
        requestHash: requestDigest({
          userId: access.userId,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          params: request.params,
          body: request.body,
        }),
      };
      const name = `${access.tenantId}\u0000${header}`;
      if (inFlight.has(name)) throw new AppError('CONFLICT', MSG_KEY_IN_FLIGHT);
      // Answered before: answered again before the use case runs (it may refuse now).
      await refuseIfClaimed(access.scope.statements, claim);
      inFlight.add(name);
      owned.set(request, name);
      return {
        access: { ...access, scope: claimingScope(access.scope, claim) },
        async answer(reply, status, body) {
          const kept = JSON.parse(JSON.stringify(body)) as unknown;
          const s = access.scope.statements;
          await s.tx
            .update(idempotencyKeys)
            .set({ status, answer: kept })
            .where(and(s.owns(idempotencyKeys.tenantId), eq(idempotencyKeys.key, claim.key)));
          return reply.code(status).send(body);
        },
      };
    },
  };
}

export type Idempotency = ReturnType<typeof idempotency>;

/**
 * The company's scope whose first transaction claims the key before it writes; its writes all
 * go through transactions (no single statements), so none can escape the claim.
 */
function claimingScope(scope: TenantScope, claim: KeyClaim): TenantScope {
  let claimed = false;
  return {
    ...scope,
    writesInTransaction: true,
    transaction: (work) =>
      scope.transaction(async (t) => {
        if (!claimed) await claimKey(t, claim);
        const result = await work(t);
        claimed = true;
        return result;
      }),
  };
}

/** Platform housekeeping across companies: keys past their time are forgotten. */
async function purgeOldKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
}
