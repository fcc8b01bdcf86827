import { FOUNDER_LEVELS } from '@kira/core/claims';
import type { ActiveCompany } from '@kira/core/companies-api';
import { type CreateCompany, DEFAULT_COMPANY_SETTINGS } from '@kira/core/company-settings';
import { DEFAULT_TITLE } from '@kira/core/constants';
import { MSG_VERIFY_FIRST } from '@kira/core/permissions';
import { TRIAL_DAYS } from '@kira/core/plans';
import { eq } from 'drizzle-orm';
import { loadClaims } from '../accounts/load-me.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SignedIn } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { companies, memberships, profiles } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import { seedMoneyAccounts } from '../money-accounts/money-accounts-store.ts';
import { settingsColumnsOf } from '../settings/company-settings-store.ts';
import { seedNumbering } from '../settings/numbering-store.ts';
import { toCompanySummary } from './company-summary.ts';

/**
 * A verified user starts a company: its tenant id is a generated id of kind company, the
 * creator becomes its Founder with write on every department, and it becomes their active
 * company.
 */
export async function createCompany(
  db: Database,
  actor: SignedIn,
  input: CreateCompany,
): Promise<ActiveCompany> {
  if (!actor.user.emailVerified) throw new AppError('FORBIDDEN', MSG_VERIFY_FIRST);
  const userId = actor.user.id;
  for (let attempt = 0; attempt < 5; attempt++) {
    const tenantId = ids.next('company');
    const created = await tenantScope(db, { tenantId, userId }).transaction(async (t) => {
      const [company] = await t.tx
        .insert(companies)
        .values({
          ...settingsColumnsOf({ ...DEFAULT_COMPANY_SETTINGS, ...input }),
          tenantId,
          createdBy: userId,
          // A new company tries Business for 30 days, then falls to Free unless a plan is chosen.
          plan: 'business',
          trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
        })
        .onConflictDoNothing()
        .returning();
      // Another process made the same id in the same millisecond: try the next one.
      if (!company) return null;
      await t.tx
        .insert(memberships)
        .values({ tenantId, userId, accessLevel: FOUNDER_LEVELS, title: DEFAULT_TITLE });
      await seedNumbering(t);
      await seedMoneyAccounts(t);
      await t.tx
        .update(profiles)
        .set({ tenantId, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
      await recordAudit(t, {
        entity: 'company',
        entityId: tenantId,
        action: 'create',
        after: { ...input },
      });
      await recordAudit(t, {
        entity: 'member',
        entityId: userId,
        action: 'add',
        after: { accessLevel: FOUNDER_LEVELS, title: DEFAULT_TITLE },
      });
      const { claims } = await loadClaims(t.tx, userId);
      return {
        company: toCompanySummary(company, { title: DEFAULT_TITLE, activeTenantId: tenantId }),
        claims,
      };
    });
    if (created) return created;
  }
  throw new Error('Could not find a free company id');
}
