import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { memberships } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';

export async function findMembership(t: TenantTransaction, userUid: string) {
  const [membership] = await t.tx
    .select()
    .from(memberships)
    .where(and(t.owns(memberships.tenantId), eq(memberships.userId, userUid)));
  return membership ?? null;
}

export async function requireMembership(t: TenantTransaction, userUid: string) {
  const membership = await findMembership(t, userUid);
  if (!membership) throw new AppError('NOT_FOUND', 'No such member in this company');
  return membership;
}

/**
 * How many administrators the company has. Their rows are locked, so two administrators
 * demoting each other at once cannot both succeed and leave the company with none.
 */
export async function countAdministrators(t: TenantTransaction): Promise<number> {
  const rows = await (t.tx as Transaction)
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        t.owns(memberships.tenantId),
        sql`${memberships.accessLevel}->>'administrator' = 'write'`,
      ),
    )
    .for('update');
  return rows.length;
}
