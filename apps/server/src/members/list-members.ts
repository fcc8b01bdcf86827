import { toAccessList } from '@kira/core/claims';
import type { Member } from '@kira/core/companies-api';
import { memberAbilities } from '@kira/core/policies/member-policy';
import { asc, eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { memberships, profiles } from '../db/schema/index.ts';

/**
 * The company's members with their titles and levels, in the order they joined, each with what
 * this user may do to them (the member policy: the last administrator cannot be removed).
 */
export async function listMembers(access: RequestAccess): Promise<Member[]> {
  const { scope } = access;
  const rows = await scope.statements.tx
    .select({ membership: memberships, profile: profiles })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.userId, memberships.userId))
    .where(scope.statements.owns(memberships.tenantId))
    .orderBy(asc(memberships.createdAt), asc(profiles.displayName));
  const administrators = rows.filter(
    ({ membership }) => membership.accessLevel.administrator === 'write',
  ).length;
  return rows.map(({ membership, profile }) => ({
    userUid: membership.userId,
    name: profile.displayName,
    email: profile.email,
    title: membership.title,
    accessLevel: toAccessList(membership.accessLevel),
    joinedAt: membership.createdAt.toISOString(),
    isYou: membership.userId === access.userId,
    abilities: memberAbilities(access, { levels: membership.accessLevel, administrators }),
  }));
}
