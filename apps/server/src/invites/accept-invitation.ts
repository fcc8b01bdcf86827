import type { ActiveCompany } from '@kira/core/companies-api';
import { and, eq } from 'drizzle-orm';
import { loadClaims } from '../accounts/load-me.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SignedIn } from '../auth/session.ts';
import { toCompanySummary } from '../companies/company-summary.ts';
import type { Database } from '../db/database.ts';
import { companies, invites, memberships, profiles, user } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { unsafeFindInviteByToken } from './find-invitation.ts';
import { inviteStatusOf } from './invite-status.ts';

/**
 * The invited person, signed in with the invited address, joins the company with the levels
 * and title of the invitation, and it becomes their active company. The link reached them at
 * that address, so it also verifies the address.
 */
export async function acceptInvitation(
  db: Database,
  signedIn: SignedIn,
  token: string,
): Promise<ActiveCompany> {
  const { invite } = await unsafeFindInviteByToken(db, token);
  const userId = signedIn.user.id;
  return tenantScope(db, { tenantId: invite.tenantId, userId }).transaction(async (t) => {
    const [row] = await t.tx
      .select()
      .from(invites)
      .where(and(t.owns(invites.tenantId), eq(invites.id, invite.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'This invitation link is not valid');
    const status = inviteStatusOf(row);
    const acceptedByYou = status === 'accepted' && row.acceptedBy === userId;
    if (status === 'accepted' && !acceptedByYou) {
      throw new AppError('CONFLICT', 'This invitation has already been accepted');
    }
    if (status === 'revoked')
      throw new AppError('GONE', 'This invitation was withdrawn. Ask for a new one.');
    if (status === 'expired')
      throw new AppError('GONE', 'This invitation has expired. Ask for a new one.');
    if (signedIn.user.email.toLowerCase() !== row.email) {
      throw new AppError(
        'FORBIDDEN',
        `This invitation is for ${row.email}. Sign in with that address to accept it.`,
      );
    }
    if (!acceptedByYou) {
      const joined = await t.tx
        .insert(memberships)
        .values({ tenantId: row.tenantId, userId, accessLevel: row.accessLevel, title: row.title })
        .onConflictDoNothing()
        .returning();
      await t.tx
        .update(invites)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(t.owns(invites.tenantId), eq(invites.id, row.id)));
      await recordAudit(t, {
        entity: 'invite',
        entityId: row.id,
        action: 'accept',
        before: { status },
        after: { status: 'accepted' },
      });
      if (joined.length > 0) {
        await recordAudit(t, {
          entity: 'member',
          entityId: userId,
          action: 'join',
          after: { accessLevel: row.accessLevel, title: row.title, invite: row.id },
        });
      }
    }
    await t.tx
      .update(profiles)
      .set({ tenantId: row.tenantId, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    if (!signedIn.user.emailVerified) {
      await t.tx
        .update(user)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, userId));
    }
    const [company] = await t.tx.select().from(companies).where(t.owns(companies.tenantId));
    if (!company) throw new AppError('NOT_FOUND', 'This company no longer exists');
    const { claims, title } = await loadClaims(t.tx, userId);
    return { company: toCompanySummary(company, { title, activeTenantId: row.tenantId }), claims };
  });
}
