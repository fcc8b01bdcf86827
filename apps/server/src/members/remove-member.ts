import { demoLevelsFor } from '@kira/core/claims';
import { DEFAULT_TENANT } from '@kira/core/constants';
import { decideMember } from '@kira/core/policies/member-policy';
import { and, asc, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Transaction } from '../db/database.ts';
import { memberships, profiles } from '../db/schema/index.ts';
import { countAdministrators, requireMembership } from './member-queries.ts';

/**
 * A removed member whose active company this was moves to another of their companies, or to
 * the demo showcase with the visitor's read levels when they have none.
 */
async function moveOffRemovedCompany(tx: Transaction, userUid: string, tenantId: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userUid));
  if (!profile || profile.tenantId !== tenantId) return;
  const [other] = await tx
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(eq(memberships.userId, userUid))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  await tx
    .update(profiles)
    .set(
      other
        ? { tenantId: other.tenantId, updatedAt: new Date() }
        : {
            tenantId: DEFAULT_TENANT,
            demoAccessLevel: demoLevelsFor(profile.demoAccessLevel),
            updatedAt: new Date(),
          },
    )
    .where(eq(profiles.userId, userUid));
}

/**
 * An administrator removes a member (themselves included), never the last administrator.
 */
export async function removeMember(access: RequestAccess, userUid: string): Promise<void> {
  await access.scope.transaction(async (t) => {
    const administrators = await countAdministrators(t);
    const current = await requireMembership(t, userUid);
    enforce(decideMember(access, 'remove', { levels: current.accessLevel, administrators }));
    await t.tx
      .delete(memberships)
      .where(and(t.owns(memberships.tenantId), eq(memberships.userId, userUid)));
    await moveOffRemovedCompany(t.tx, userUid, t.ctx.tenantId);
    await recordAudit(t, {
      entity: 'member',
      entityId: userUid,
      action: 'remove',
      before: { accessLevel: current.accessLevel, title: current.title },
    });
  });
}
