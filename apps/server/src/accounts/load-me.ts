import {
  type AccessLevels,
  type Claims,
  type PlanId,
  toAccessLevels,
  toAccessList,
} from '@kira/core/claims';
import { DEFAULT_TENANT } from '@kira/core/constants';
import type { Me } from '@kira/core/me';
import { abilitiesOf } from '@kira/core/permissions';
import { and, eq } from 'drizzle-orm';
import type { SignedIn } from '../auth/session.ts';
import type { Database, Transaction } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { ensureProfile } from './ensure-profile.ts';

type Reader = Database | Transaction;

/** The user's place in their active company: the truth behind their claims. */
export async function loadClaims(
  db: Reader,
  userId: string,
): Promise<{ claims: Claims; title: string }> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new Error(`User ${userId} has no profile`);
  let tenantId = profile.tenantId;
  let levels: AccessLevels = profile.demoAccessLevel;
  let title = profile.title;
  if (tenantId !== DEFAULT_TENANT) {
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    if (membership) {
      levels = membership.accessLevel;
      title = membership.title;
    } else {
      // Removed from the company they were in: back to the demo showcase.
      tenantId = DEFAULT_TENANT;
    }
  }
  const [company] = await db
    .select({ plan: companies.plan })
    .from(companies)
    .where(eq(companies.tenantId, tenantId));
  return {
    claims: {
      tenantId,
      accessLevel: toAccessList(levels),
      isDeveloper: profile.isDeveloper,
      subscription: (company?.plan ?? 'free') as PlanId,
    },
    title,
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
    abilities: abilitiesOf({
      levels: toAccessLevels(claims.accessLevel),
      isDeveloper: claims.isDeveloper,
      emailVerified: signedIn.user.emailVerified,
      companyReadOnly: company?.isReadOnly ?? false,
    }),
  };
}
