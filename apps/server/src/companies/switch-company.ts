import { demoLevelsFor } from '@kira/core/claims';
import type { ActiveCompany } from '@kira/core/companies-api';
import { DEFAULT_TENANT } from '@kira/core/constants';
import { and, eq } from 'drizzle-orm';
import { loadClaims } from '../accounts/load-me.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { toCompanySummary } from './company-summary.ts';

/**
 * Makes one of the user's companies (or the demo showcase) their active company; claims follow
 * it. A company the user is not a member of answers 404, as if it did not exist.
 */
export async function switchCompany(
  db: Database,
  userId: string,
  tenantId: string,
): Promise<ActiveCompany> {
  return tenantScope(db, { tenantId, userId }).transaction(async (t) => {
    const [profile] = await t.tx.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) throw new Error(`User ${userId} has no profile`);
    const [company] = await t.tx.select().from(companies).where(eq(companies.tenantId, tenantId));
    const [membership] = await t.tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    const isDemo = tenantId === DEFAULT_TENANT;
    if (!company || (!membership && !isDemo)) {
      throw new AppError('NOT_FOUND', `You are not a member of a company ${tenantId}`);
    }
    const changes: Partial<typeof profiles.$inferInsert> = { tenantId, updatedAt: new Date() };
    // A member of other companies visiting the showcase gets the visitor's read levels.
    if (isDemo) changes.demoAccessLevel = demoLevelsFor(profile.demoAccessLevel);
    await t.tx.update(profiles).set(changes).where(eq(profiles.userId, userId));
    await recordAudit(t, {
      entity: 'profile',
      entityId: userId,
      action: 'switch-company',
      before: { tenantId: profile.tenantId },
      after: { tenantId },
    });
    const { claims, title } = await loadClaims(t.tx, userId);
    return { company: toCompanySummary(company, { title, activeTenantId: tenantId }), claims };
  });
}
