import { toAccessList } from '@kira/core/claims';
import type { Invite } from '@kira/core/companies-api';
import type { Access } from '@kira/core/permissions';
import { invitationAbilities } from '@kira/core/policies/invitation-policy';
import { desc, eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { invites, profiles } from '../db/schema/index.ts';
import { inviteStatusOf } from './invite-status.ts';

/** An invitation as the API answers with it, with what this user may do to it now. */
export function toInvite(
  access: Access,
  row: typeof invites.$inferSelect,
  invitedBy: string,
): Invite {
  const status = inviteStatusOf(row);
  return {
    id: row.id,
    email: row.email,
    title: row.title,
    accessLevel: toAccessList(row.accessLevel),
    status,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    abilities: invitationAbilities(access, { status }),
  };
}

/** The company's invitations, newest first: pending ones and what became of the others. */
export async function listInvites(access: RequestAccess): Promise<Invite[]> {
  const rows = await access.scope.statements.tx
    .select({ invite: invites, inviter: profiles.displayName })
    .from(invites)
    .leftJoin(profiles, eq(profiles.userId, invites.invitedBy))
    .where(access.scope.statements.owns(invites.tenantId))
    .orderBy(desc(invites.createdAt))
    .limit(200);
  return rows.map((row) => toInvite(access, row.invite, row.inviter ?? ''));
}
