import type { CompanySummary } from '@kira/core/companies-api';
import { DEFAULT_TENANT } from '@kira/core/constants';
import { asc, eq } from 'drizzle-orm';
import { loadClaims } from '../accounts/load-me.ts';
import type { Database } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { toCompanySummary } from './company-summary.ts';

/**
 * The companies a user can switch to: those they are a member of, then the demo showcase,
 * whose membership is implicit. Their active one is marked.
 */
export async function listCompanies(db: Database, userId: string): Promise<CompanySummary[]> {
  const { claims } = await loadClaims(db, userId);
  const activeTenantId = claims.tenantId;
  const mine = await db
    .select({ company: companies, title: memberships.title })
    .from(memberships)
    .innerJoin(companies, eq(companies.tenantId, memberships.tenantId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(companies.name));
  const [demo] = await db.select().from(companies).where(eq(companies.tenantId, DEFAULT_TENANT));
  const [profile] = await db
    .select({ title: profiles.title })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const items = mine.map((row) =>
    toCompanySummary(row.company, { title: row.title, activeTenantId }),
  );
  if (demo) items.push(toCompanySummary(demo, { title: profile?.title ?? '', activeTenantId }));
  return items;
}
