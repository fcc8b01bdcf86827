import {
  type AccessLevels,
  type Claims,
  type PlanId,
  toAccessLevels,
  toAccessList,
} from '@kira/core/claims';
import { DEFAULT_TENANT } from '@kira/core/constants';
import type { Me } from '@kira/core/me';
import { effectivePlan } from '@kira/core/plans';
import { and, eq, is, type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { keptAbilitiesOf } from '../access/kept-decisions.ts';
import type { SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { preparedRead } from '../db/prepared-reads.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { ensureProfile } from './ensure-profile.ts';

function claimsQuery(db: Database, userId: string | Placeholder) {
  const activeTenant = sql<string>`case when ${memberships.userId} is null then ${DEFAULT_TENANT} else ${profiles.tenantId} end`;
  return db
    .select({
      profile: {
        tenantId: profiles.tenantId,
        demoAccessLevel: profiles.demoAccessLevel,
        isDeveloper: profiles.isDeveloper,
        title: profiles.title,
      },
      membership: { accessLevel: memberships.accessLevel, title: memberships.title },
      company: {
        plan: companies.plan,
        trialEndsAt: companies.trialEndsAt,
        isReadOnly: companies.isReadOnly,
      },
    })
    .from(profiles)
    .leftJoin(
      memberships,
      and(eq(memberships.tenantId, profiles.tenantId), eq(memberships.userId, profiles.userId)),
    )
    .leftJoin(companies, eq(companies.tenantId, activeTenant))
    .where(eq(profiles.userId, userId));
}

/**
 * The user's place in their active company: the truth behind their claims, read in one query
 * (every signed-in request reads it). A user removed from the company they were in is back in
 * the demo showcase.
 */
export async function loadClaims(
  db: Database,
  userId: string,
): Promise<{ claims: Claims; title: string; companyReadOnly: boolean }> {
  // Every request of a signed-in user asks this of the database itself: its SQL is built
  // once there. A transaction (a command changing the claims) builds its own.
  const [row] = is(db, PgTransaction)
    ? await claimsQuery(db, userId)
    : await preparedRead(db, 'profiles|claims', (_owns, database) =>
        claimsQuery(database, sql.placeholder('userId')),
      ).execute({ userId });
  if (!row) throw new Error(`User ${userId} has no profile`);
  const { profile, membership, company } = row;
  const inCompany = profile.tenantId !== DEFAULT_TENANT && membership !== null;
  const levels: AccessLevels = inCompany ? membership.accessLevel : profile.demoAccessLevel;
  return {
    claims: {
      tenantId: inCompany ? profile.tenantId : DEFAULT_TENANT,
      accessLevel: toAccessList(levels),
      isDeveloper: profile.isDeveloper,
      // The plan in force: Business while a trial runs, Free once it ended unchosen.
      subscription: company
        ? effectivePlan(
            { plan: company.plan as PlanId, trialEndsAt: company.trialEndsAt },
            new Date(),
          )
        : 'free',
    },
    title: inCompany ? membership.title : profile.title,
    companyReadOnly: company?.isReadOnly ?? false,
  };
}

export async function loadMe(db: Database, signedIn: SignedIn): Promise<Me> {
  await ensureProfile(db, signedIn.user);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, signedIn.user.id));
  if (!profile) throw new Error(`User ${signedIn.user.id} has no profile`);
  const { claims, title } = await loadClaims(db, signedIn.user.id);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.tenantId, claims.tenantId));
  return {
    user: signedIn.user,
    profile: {
      userid: profile.userid,
      displayName: profile.displayName,
      tenantId: claims.tenantId,
      accessLevel: claims.accessLevel,
      title,
      email: profile.email,
      dateJoined: profile.dateJoined,
    },
    claims,
    company: {
      tenantId: claims.tenantId,
      name: company?.name ?? claims.tenantId,
      isPlatform: company?.isPlatform ?? false,
      isReadOnly: company?.isReadOnly ?? false,
    },
    abilities: keptAbilitiesOf({
      levels: toAccessLevels(claims.accessLevel),
      isDeveloper: claims.isDeveloper,
      emailVerified: signedIn.user.emailVerified,
      companyReadOnly: company?.isReadOnly ?? false,
    }),
  };
}
