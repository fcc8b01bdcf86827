import { toAccessLevels } from '@kira/core/claims';
import type { UpdateMember } from '@kira/core/companies-api';
import { decideMember } from '@kira/core/policies/member-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { memberships } from '../db/schema/index.ts';
import { countAdministrators, requireMembership } from './member-queries.ts';

/** An administrator changes a member's levels or title; the last administrator stays one. */
export async function updateMember(
  access: RequestAccess,
  userUid: string,
  changes: UpdateMember,
): Promise<void> {
  await access.scope.transaction(async (t) => {
    const administrators = await countAdministrators(t);
    const current = await requireMembership(t, userUid);
    const levels = changes.accessLevel ? toAccessLevels(changes.accessLevel) : current.accessLevel;
    const member = { levels: current.accessLevel, administrators };
    enforce(decideMember(access, 'edit', member, levels));
    const title = changes.title ?? current.title;
    await t.tx
      .update(memberships)
      .set({ accessLevel: levels, title, updatedAt: new Date() })
      .where(and(t.owns(memberships.tenantId), eq(memberships.userId, userUid)));
    await recordAudit(t, {
      entity: 'member',
      entityId: userUid,
      action: 'update',
      before: { accessLevel: current.accessLevel, title: current.title },
      after: { accessLevel: levels, title },
    });
  });
}
