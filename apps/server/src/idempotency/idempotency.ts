import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAccess } from '../access/load-access.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { TenantScope, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { claimKey, type KeyClaim, MSG_KEY_IN_FLIGHT, refuseIfClaimed } from './claim-key.ts';
import { IDEMPOTENCY_HEADER, requestDigest } from './idempotency-header.ts';

/** Keys are kept at least this long (the API promises 24 hours). */
const KEPT_HOURS = 48;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** How a route answers a use case's result: the status, and the body made of the result. */
export interface Answering<R> {
  status: number;
  /** The body of the answer to the request's `access`; the result itself when not given. */
  body?: (result: R, access: RequestAccess) => unknown;
}

export interface Idempotent<R> {
  /** The request's access, whose write claims the key and keeps its answer in its transaction. */
  access: RequestAccess;
  /** Sends the answer to `result`, what the use case returned: the answer kept with the key. */
  answer(reply: FastifyReply, result: R): FastifyReply;
}

/**
 * `Idempotency-Key` for the creating POSTs: a route calls `begin` with the request's access and
 * how it answers, runs its use case with the access it gets back, then sends the use case's
 * result through `answer`. The answer is made and kept in the write's own transaction, so a
 * write saved always has its answer, whatever happens to the process or its connection after.
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
    async begin<R = unknown>(
      request: FastifyRequest,
      access: RequestAccess,
      { status, body = (result) => result }: Answering<R>,
    ): Promise<Idempotent<R>> {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (typeof header !== 'string')
        return { access, answer: (reply, result) => reply.code(status).send(body(result, access)) };
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
      const claiming = claimingScope(access.scope, claim, {
        status,
        body: (result) => body(result as R, access),
      });
      return {
        access: { ...access, scope: claiming.scope },
        answer: (reply, result) => reply.code(status).send(claiming.answerTo(result)),
      };
    },
  };
}

export type Idempotency = ReturnType<typeof idempotency>;

/**
 * The company's scope under a claimed key. Its one writing transaction claims the key before
 * it writes, and after the use case's work, before the commit, keeps the answer made of what
 * the work returned; the use case returns that same result (`answerTo` checks). Its writes all
 * go through that transaction (no single statements), so none can escape the claim.
 */
function claimingScope(
  scope: TenantScope,
  claim: KeyClaim,
  answering: { status: number; body: (result: unknown) => unknown },
) {
  let kept: { result: unknown; body: unknown } | undefined;
  const claiming: TenantScope = {
    ...scope,
    writesInTransaction: true,
    transaction: async (work) => {
      if (kept) throw new Error(MSG_ONE_TRANSACTION);
      let body: unknown;
      const result = await scope.transaction(async (t) => {
        await claimKey(t, claim);
        const done = await work(t);
        body = answering.body(done);
        await keepAnswer(t, claim.key, answering.status, body);
        return done;
      });
      kept = { result, body };
      return result;
    },
  };
  return {
    scope: claiming,
    /** The answer kept with the write (the body of `result` when the use case wrote nothing). */
    answerTo(result: unknown): unknown {
      if (!kept) return answering.body(result);
      if (kept.result !== result) throw new Error(MSG_ONE_TRANSACTION);
      return kept.body;
    },
  };
}

const MSG_ONE_TRANSACTION =
  'Under an Idempotency-Key a use case writes in one transaction and returns what that ' +
  'transaction returned: its answer is kept with its write';

/** The key's answer, written in the transaction of the write it answers. */
async function keepAnswer(t: TenantTransaction, key: string, status: number, body: unknown) {
  await t.prepared(
    'idempotency_keys|keep the answer',
    (owns, db) =>
      db
        .update(idempotencyKeys)
        .set({
          status: sql`${sql.placeholder('status')}::int`,
          answer: sql`${sql.placeholder('answer')}::jsonb`,
        })
        .where(
          and(owns(idempotencyKeys.tenantId), eq(idempotencyKeys.key, sql.placeholder('key'))),
        ),
    { status, answer: JSON.stringify(body), key },
  );
}

/** Platform housekeeping across companies: keys past their time are forgotten. */
async function purgeOldKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
}
