import type { DocumentKind } from '@kira/core/document-lifecycle';
import {
  documentsLimitRefusal,
  KINDS_COUNTED_A_MONTH,
  type LimitRefusal,
  storageLimitRefusal,
  usersLimitRefusal,
  withinLimit,
} from '@kira/core/plans';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { lockPlan, type PlanInForce, readPlan } from './company-plan.ts';
import { countDocumentsThisMonth, countUsers, storageUsedBytes } from './plan-usage.ts';

/**
 * The plan's limits, enforced where new use begins: when a limit counts, its check locks the
 * company's plan row (`lockPlan`) in the transaction that adds the use, so uses at once are
 * counted in turn.
 * A downgrade below what is used keeps everything: only what would go beyond is refused.
 */

/**
 * Nothing to count: the company is exempt or the limit unlimited. Asked first without a lock,
 * so a company on Business issues and invites without waiting on its row; asked again once
 * the row is locked, as a plan may have changed in between.
 */
function unlimited(plan: PlanInForce, limit: 'users' | 'documentsPerMonth'): boolean {
  return plan.exempt || plan.limits[limit] === null;
}

function paymentRequired({ message, details }: LimitRefusal): AppError {
  return new AppError('PAYMENT_REQUIRED', message, details);
}

/** An invitation to `email` needs room for one more user (a pending one to it is replaced). */
export async function holdUserPlace(t: TenantTransaction, email: string): Promise<void> {
  if (unlimited(await readPlan(t), 'users')) return;
  const plan = await lockPlan(t);
  if (unlimited(plan, 'users')) return;
  if (withinLimit(plan.limits.users, await countUsers(t, email))) return;
  throw paymentRequired(usersLimitRefusal(plan.plan, plan.limits));
}

/** Issuing a document of a counted kind needs room in this month's documents. */
export async function holdDocumentPlace(t: TenantTransaction, kind: DocumentKind): Promise<void> {
  if (!KINDS_COUNTED_A_MONTH.includes(kind)) return;
  if (unlimited(await readPlan(t), 'documentsPerMonth')) return;
  const plan = await lockPlan(t);
  if (unlimited(plan, 'documentsPerMonth')) return;
  if (withinLimit(plan.limits.documentsPerMonth, await countDocumentsThisMonth(t))) return;
  throw paymentRequired(documentsLimitRefusal(plan.plan, plan.limits));
}

function refuseBeyondStorage(plan: PlanInForce, usedBytes: number, addingBytes: number) {
  if (plan.exempt) return;
  if (withinLimit(plan.limits.storageMb * 1024 * 1024, usedBytes, addingBytes)) return;
  throw paymentRequired(storageLimitRefusal(plan.plan, plan.limits, { usedBytes, addingBytes }));
}

/** Refuses a file that cannot fit, before it is written anywhere (read without a lock). */
export async function checkStoragePlace(s: TenantSession, addingBytes: number): Promise<void> {
  refuseBeyondStorage(await readPlan(s), await storageUsedBytes(s), addingBytes);
}

/** The storage check that counts, in the transaction that adds the file's row. */
export async function holdStoragePlace(t: TenantTransaction, addingBytes: number): Promise<void> {
  const plan = await lockPlan(t);
  refuseBeyondStorage(plan, await storageUsedBytes(t), addingBytes);
}
