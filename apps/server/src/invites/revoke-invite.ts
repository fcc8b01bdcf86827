import type { Invite } from '@kira/core/companies-api';
import { decideInvitation } from '@kira/core/policies/invitation-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { invites } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { inviteStatusOf } from './invite-status.ts';
import { toInvite } from './list-invites.ts';

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvite(access: RequestAccess, id: string): Promise<Invite> {
  return access.scope.transaction(async (t) => {
    const [row] = await t.tx
      .select()
      .from(invites)
      .where(and(t.owns(invites.tenantId), eq(invites.id, id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such invitation in this company');
    const status = inviteStatusOf(row);
    enforce(decideInvitation(access, 'revoke', { status }));
    const [revoked] = await t.tx
      .update(invites)
      .set({ revokedAt: new Date() })
      .where(and(t.owns(invites.tenantId), eq(invites.id, id)))
      .returning();
    if (!revoked) throw new AppError('NOT_FOUND', 'No such invitation in this company');
    await recordAudit(t, {
      entity: 'invite',
      entityId: id,
      action: 'revoke',
      before: { status },
      after: { status: 'revoked' },
    });
    return toInvite(access, revoked, '');
  });
}
