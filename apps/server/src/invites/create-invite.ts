import { type DepartmentAccess, toAccessLevels } from '@kira/core/claims';
import { INVITE_VALID_DAYS, type Invite } from '@kira/core/companies-api';
import { DEFAULT_MEMBER_TITLE } from '@kira/core/constants';
import { decideInvitations } from '@kira/core/policies/invitation-policy';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companies, invites, memberships, profiles } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { holdUserPlace } from '../plans/plan-limits.ts';
import { inviteMail } from './invite-mail.ts';
import { newInviteToken } from './invite-token.ts';
import { toInvite } from './list-invites.ts';

interface CreateInviteInput {
  email: string;
  accessLevel: DepartmentAccess[];
  title?: string;
}

/**
 * An administrator invites someone by e-mail with a level for each department and a title.
 * A new invitation to the same address replaces a pending one. The mail is kept in the outbox
 * in the invitation's transaction, so an invitation is mailed if and only if it was saved.
 */
export async function createInvite(
  access: RequestAccess,
  input: CreateInviteInput,
  { mailer, appUrl, limits }: { mailer: Mailer; appUrl: string; limits: RateLimits },
): Promise<Invite> {
  enforce(decideInvitations(access, 'invite'));
  const { token, tokenHash } = newInviteToken();
  const levels = toAccessLevels(input.accessLevel);
  const title = input.title ?? DEFAULT_MEMBER_TITLE;
  const invite = await access.scope.transaction(async (t) => {
    const [alreadyMember] = await t.tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(profiles, eq(profiles.userId, memberships.userId))
      .where(and(t.owns(memberships.tenantId), sql`lower(${profiles.email}) = ${input.email}`));
    if (alreadyMember) {
      throw new AppError('CONFLICT', `${input.email} is already a member of this company`);
    }
    // One more user for the plan (402 beyond), before the invitation counts against the rate.
    await holdUserPlace(t, input.email);
    await limits.invitation(access.userId, t.tx);
    const replaced = await t.tx
      .update(invites)
      .set({ revokedAt: new Date() })
      .where(
        and(
          t.owns(invites.tenantId),
          eq(invites.email, input.email),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
        ),
      )
      .returning({ id: invites.id });
    for (const { id } of replaced) {
      await recordAudit(t, {
        entity: 'invite',
        entityId: id,
        action: 'revoke',
        before: { status: 'pending' },
        after: { status: 'revoked' },
      });
    }
    const [row] = await t.tx
      .insert(invites)
      .values({
        tenantId: access.tenantId,
        id: ids.next('invite'),
        email: input.email,
        accessLevel: levels,
        title,
        tokenHash,
        invitedBy: access.userId,
        expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000),
      })
      .returning();
    if (!row) throw new Error('The invitation was not saved');
    await recordAudit(t, {
      entity: 'invite',
      entityId: row.id,
      action: 'create',
      after: { email: row.email, accessLevel: levels, title, expiresAt: row.expiresAt },
    });
    const [company] = await t.tx
      .select({ name: companies.name })
      .from(companies)
      .where(t.owns(companies.tenantId));
    const [inviter] = await t.tx
      .select({ name: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, access.userId));
    const inviterName = inviter?.name ?? 'A colleague';
    // Delivery failures are retried from the outbox; the invitation stands either way.
    await mailer.keepIn(
      t.tx,
      inviteMail({
        to: row.email,
        companyName: company?.name ?? '',
        inviterName,
        title,
        url: new URL(`/invite/${token}`, appUrl).toString(),
        validDays: INVITE_VALID_DAYS,
      }),
    );
    return toInvite(access, row, inviterName);
  });
  mailer.queued();
  return invite;
}
