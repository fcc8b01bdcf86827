import { type AccessLevels, type PlanId, toAccessList } from '@kira/core/claims';
import {
  DEVELOPER_PAGE_SIZE,
  type DeveloperPageQuery,
  type DeveloperUsersPage,
} from '@kira/core/developer-api';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../contacts/list-contacts.ts';
import type { Database } from '../db/database.ts';
import { companies, memberships, profiles, user } from '../db/schema/index.ts';

const COUNTED_AT_MOST = 10_000;

/**
 * Every user of the server, newest first, those matching `q` (a part of the name or e-mail, or
 * the exact user id), each with their claims: the active company and their levels in it (a user
 * whose active company is the demo has its read levels, kept on the profile).
 */
export async function developerUsers(
  db: Database,
  { q, page }: DeveloperPageQuery,
): Promise<DeveloperUsersPage> {
  const matching = q
    ? or(
        ilike(user.name, containsPattern(q)),
        ilike(user.email, containsPattern(q)),
        eq(user.id, q),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        userUid: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        isDeveloper: profiles.isDeveloper,
        tenantId: profiles.tenantId,
        companyName: companies.name,
        companyPlan: sql<PlanId>`${companies.plan}`,
        title: sql<string>`coalesce(${memberships.title}, ${profiles.title})`,
        levels: sql<AccessLevels>`coalesce(${memberships.accessLevel}, ${profiles.demoAccessLevel})`,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .innerJoin(companies, eq(companies.tenantId, profiles.tenantId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, user.id), eq(memberships.tenantId, profiles.tenantId)),
      )
      .where(matching)
      .orderBy(desc(user.createdAt), user.id)
      .limit(DEVELOPER_PAGE_SIZE)
      .offset((page - 1) * DEVELOPER_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(
        db.select({ one: sql`1` }).from(user).where(matching).limit(COUNTED_AT_MOST).as('matching'),
      ),
  ]);
  return {
    items: rows.map(({ levels, createdAt, ...row }) => ({
      ...row,
      accessLevel: toAccessList(levels),
      createdAt: createdAt.toISOString(),
    })),
    page,
    pageSize: DEVELOPER_PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}
