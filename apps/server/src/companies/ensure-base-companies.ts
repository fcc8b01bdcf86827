import { DEFAULT_TENANT } from '@kira/core/constants';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { seedMoneyAccounts } from '../money-accounts/money-accounts-store.ts';
import { settingsColumnsOf } from '../settings/company-settings-store.ts';
import { seedNumbering } from '../settings/numbering-store.ts';
import { DEMO_COMPANY_SETTINGS } from './demo-company-settings.ts';
import { seedDemoBook } from './seed-demo-book.ts';

interface BaseCompany {
  tenantId: string;
  name: string;
  isPlatform: boolean;
  isReadOnly: boolean;
}

/**
 * The demo showcase and the platform tenant exist from the first start, each with its
 * numbering; the demo also gets its deterministic profile and settings, contacts and products
 * (once: a developer may change them later). Safe to run on every start and from several processes at once.
 */
export async function ensureBaseCompanies(db: Database, platformTenant: string): Promise<void> {
  const base: BaseCompany[] = [
    {
      tenantId: DEFAULT_TENANT,
      name: DEMO_COMPANY_SETTINGS.legalName,
      isPlatform: false,
      isReadOnly: true,
    },
    { tenantId: platformTenant, name: 'Kira Platform', isPlatform: true, isReadOnly: false },
  ];
  for (const company of base) {
    await tenantScope(db, { tenantId: company.tenantId, userId: null }).transaction(async (t) => {
      const created = await t.tx
        .insert(companies)
        .values(company)
        .onConflictDoNothing()
        .returning({ tenantId: companies.tenantId });
      if (created.length > 0) {
        await recordAudit(t, {
          entity: 'company',
          entityId: company.tenantId,
          action: 'create',
          after: { ...company },
        });
      }
      await seedNumbering(t);
      await seedMoneyAccounts(t);
      if (company.tenantId !== DEFAULT_TENANT) return;
      // Seeded once: a demo that already has its UEN keeps what it has.
      const seeded = await t.tx
        .update(companies)
        .set(settingsColumnsOf(DEMO_COMPANY_SETTINGS))
        .where(and(t.owns(companies.tenantId), eq(companies.uen, '')))
        .returning({ tenantId: companies.tenantId });
      if (seeded.length > 0) {
        await recordAudit(t, {
          entity: 'company-settings',
          entityId: DEFAULT_TENANT,
          action: 'seed',
          after: { ...DEMO_COMPANY_SETTINGS },
        });
      }
    });
  }
  await seedDemoBook(db);
}
