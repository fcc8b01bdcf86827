import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

/** A request answered before under the same key: its first answer is sent again. */
export class RepeatedRequest extends Error {
  constructor(
    readonly status: number,
    readonly answer: unknown,
  ) {
    super('The answer to a request made before with the same Idempotency-Key');
    this.name = 'RepeatedRequest';
  }
}

export const MSG_KEY_IN_FLIGHT =
  'A request with this Idempotency-Key is still being carried out. Wait for its answer, then retry.';
export const MSG_KEY_REUSED =
  'This Idempotency-Key was used with another request. Use a new key for a new request.';

export interface KeyClaim {
  key: string;
  requestHash: string;
}

/**
 * Claims the key in the transaction `t`, before it writes anything: the claim commits or rolls
 * back with the write. A key already claimed answers the first answer again (RepeatedRequest),
 * 422 when it came with another request, 409 while that request is still being carried out.
 */
export async function claimKey(t: TenantTransaction, { key, requestHash }: KeyClaim) {
  // Another transaction holding the key (on any server process) is a request still in flight.
  const result = await t.tx.execute(
    sql`select pg_try_advisory_xact_lock(${advisoryLockId(t.ctx.tenantId, key)}::bigint) as locked`,
  );
  const [lock] = rawRows<{ locked: boolean }>(result);
  if (!lock?.locked) throw new AppError('CONFLICT', MSG_KEY_IN_FLIGHT);
  const claimed = await t.tx
    .insert(idempotencyKeys)
    .values({ tenantId: t.ctx.tenantId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return;
  // Taken by a request that committed since: refused or answered as it says.
  await refuseIfClaimed(t, { key, requestHash });
  throw new AppError('CONFLICT', MSG_KEY_IN_FLIGHT);
}

/**
 * A key claimed before is never carried out again: its first answer again (RepeatedRequest),
 * 422 when it came with another request, 409 while that request's answer is not kept yet.
 * Returns when the key is not claimed.
 */
export async function refuseIfClaimed(s: TenantSession, { key, requestHash }: KeyClaim) {
  const [first] = await s.tx
    .select()
    .from(idempotencyKeys)
    .where(and(s.owns(idempotencyKeys.tenantId), eq(idempotencyKeys.key, key)));
  if (!first) return;
  if (first.requestHash !== requestHash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', MSG_KEY_REUSED);
  if (first.status === null) throw new AppError('CONFLICT', MSG_KEY_IN_FLIGHT);
  throw new RepeatedRequest(first.status, first.answer);
}

/** The advisory lock of a company's key: 64 bits of a digest, as PostgreSQL's bigint. */
export function advisoryLockId(tenantId: string, key: string): string {
  const digest = createHash('sha256').update(`idempotency\u0000${tenantId}\u0000${key}`).digest();
  return digest.readBigInt64BE(0).toString();
}
