import { FOUNDER_LEVELS } from '@kira/core/claims';
import { INVITE_VALID_DAYS } from '@kira/core/companies-api';
import { DEFAULT_TITLE } from '@kira/core/constants';
import { accessLevelSchema, DEPARTMENT_VALUES } from '@kira/core/enums';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { companies, invites, memberships, profiles } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import { inviteMail } from '../invites/invite-mail.ts';
import { newInviteToken } from '../invites/invite-token.ts';
import type { ImportDeps } from './import-company.ts';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'));

export const archiveMembersSchema = z
  .array(
    z.object({
      userId: text(200),
      email: z.email().max(320),
      name: text(200),
      title: text(200),
      accessLevel: z.object(
        Object.fromEntries(
          DEPARTMENT_VALUES.map((department) => [department, accessLevelSchema]),
        ) as {
          [D in (typeof DEPARTMENT_VALUES)[number]]: typeof accessLevelSchema;
        },
      ),
    }),
  )
  .max(10_000);
export type ArchiveMember = z.infer<typeof archiveMembersSchema>[number];

/** The archive's members who have an account here, by the archive's user id. */
export async function matchMembers(
  db: Database,
  members: readonly ArchiveMember[],
): Promise<Map<string, string>> {
  const matched = new Map<string, string>();
  if (members.length === 0) return matched;
  const emails = members.map((member) => member.email.toLowerCase());
  const accounts = await db
    .select({ userId: profiles.userId, email: profiles.email })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.email})`, emails));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account.userId]));
  for (const member of members) {
    const userId = byEmail.get(member.email.toLowerCase());
    if (userId) matched.set(member.userId, userId);
  }
  return matched;
}

/**
 * The imported company's people, in one transaction that also ends its import: the importer
 * as Founder; each member with an account here, with the levels and title they had; each
 * other invited by e-mail (not counted by the invitation rate limit: the archive is theirs).
 */
export async function welcomeMembers(
  { db, mailer, appUrl }: ImportDeps,
  {
    tenantId,
    companyName,
    importerId,
    members,
    users,
  }: {
    tenantId: string;
    companyName: string;
    importerId: string;
    members: readonly ArchiveMember[];
    users: Map<string, string>;
  },
): Promise<{ matched: number; invited: number }> {
  const outcome = await tenantScope(db, { tenantId, userId: importerId }).transaction(async (t) => {
    let matched = 0;
    let invited = 0;
    await t.tx
      .insert(memberships)
      .values({ tenantId, userId: importerId, accessLevel: FOUNDER_LEVELS, title: DEFAULT_TITLE });
    const [inviter] = await t.tx
      .select({ name: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, importerId));
    for (const member of members) {
      const userId = users.get(member.userId);
      if (userId === importerId) continue;
      if (userId) {
        await t.tx
          .insert(memberships)
          .values({ tenantId, userId, accessLevel: member.accessLevel, title: member.title })
          .onConflictDoNothing();
        matched += 1;
        continue;
      }
      const { token, tokenHash } = newInviteToken();
      await t.tx.insert(invites).values({
        tenantId,
        id: ids.next('invite'),
        email: member.email.toLowerCase(),
        accessLevel: member.accessLevel,
        title: member.title,
        tokenHash,
        invitedBy: importerId,
        expiresAt: new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000),
      });
      await mailer.keepIn(
        t.tx,
        inviteMail({
          to: member.email,
          companyName,
          inviterName: inviter?.name ?? 'A colleague',
          title: member.title,
          url: new URL(`/invite/${token}`, appUrl).toString(),
          validDays: INVITE_VALID_DAYS,
        }),
      );
      invited += 1;
    }
    await t.tx
      .update(companies)
      .set({ importingUntil: null, updatedAt: new Date() })
      .where(eq(companies.tenantId, tenantId));
    await recordAudit(t, {
      entity: 'company',
      entityId: tenantId,
      action: 'import',
      after: { name: companyName, membersMatched: matched, membersInvited: invited },
    });
    return { matched, invited };
  });
  mailer.queued();
  return outcome;
}
