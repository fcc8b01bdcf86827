import type { Invitation } from '@kira/core/companies-api';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { companies, invites, profiles } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { inviteStatusOf } from './invite-status.ts';
import { hashInviteToken } from './invite-token.ts';

/**
 * Finds an invitation by the token of its link, across companies: the token is the only thing
 * the holder has. Platform code, hence the name.
 */
export async function unsafeFindInviteByToken(db: Database | Transaction, token: string) {
  const [found] = await db
    .select({ invite: invites, companyName: companies.name, inviter: profiles.displayName })
    .from(invites)
    .innerJoin(companies, eq(companies.tenantId, invites.tenantId))
    .leftJoin(profiles, eq(profiles.userId, invites.invitedBy))
    .where(eq(invites.tokenHash, hashInviteToken(token)));
  if (!found) {
    throw new AppError('NOT_FOUND', 'This invitation link is not valid. Ask for a new invitation.');
  }
  return found;
}

/** What the holder of a link may see before accepting: which company, for which address. */
export async function readInvitation(db: Database, token: string): Promise<Invitation> {
  const { invite, companyName, inviter } = await unsafeFindInviteByToken(db, token);
  return {
    companyName,
    email: invite.email,
    title: invite.title,
    invitedBy: inviter ?? '',
    status: inviteStatusOf(invite),
    expiresAt: invite.expiresAt.toISOString(),
  };
}
