import { DEFAULT_TENANT } from '@kira/core/constants';
import { recordAudit } from '../audit/record-audit.ts';
import type { Database } from '../db/database.ts';
import { companies } from '../db/schema/index.ts';
import { tenantScope } from '../db/tenant-scope.ts';

interface BaseCompany {
  tenantId: string;
  name: string;
  isPlatform: boolean;
  isReadOnly: boolean;
}

/**
 * The demo showcase and the platform tenant exist from the first start. Safe to run on every
 * start and from several processes at once: an existing company is left as it is.
 */
export async function ensureBaseCompanies(db: Database, platformTenant: string): Promise<void> {
  const base: BaseCompany[] = [
    {
      tenantId: DEFAULT_TENANT,
      name: 'Demo Trading Pte. Ltd.',
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
      if (created.length === 0) return;
      await recordAudit(t, {
        entity: 'company',
        entityId: company.tenantId,
        action: 'create',
        after: { ...company },
      });
    });
  }
}
