import type { CompanySettings } from '@kira/core/companies-api';
import {
  type CompanySettingsPatch,
  companySettingsSchema,
  normalisePaynowProxy,
} from '@kira/core/company-settings';
import { decideSettings } from '@kira/core/policies/settings-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import {
  settingsColumnsOf,
  settingsValuesOf,
  toCompanySettings,
} from './company-settings-store.ts';

/**
 * Applies a change to the company's settings. The change is merged into the current settings
 * and the whole is checked again (a GST number for a GST-registered company, a PayNow proxy of
 * its type), so no change can leave the settings inconsistent.
 */
export async function updateCompanySettings(
  access: RequestAccess,
  patch: CompanySettingsPatch,
): Promise<CompanySettings> {
  enforce(decideSettings(access, 'update'));
  return access.scope.transaction(async (t) => {
    const [row] = await t.tx.select().from(companies).where(t.owns(companies.tenantId));
    if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
    const before = settingsValuesOf(row);
    const parsed = companySettingsSchema.safeParse({ ...before, ...patch });
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        field: `body.${issue.path.join('.')}`,
        message: issue.message,
      }));
      throw new AppError(
        'VALIDATION_FAILED',
        `${details[0]?.field}: ${details[0]?.message}`,
        details,
      );
    }
    const after = { ...parsed.data, paynowProxy: normalisePaynowProxy(parsed.data) };
    const [updated] = await t.tx
      .update(companies)
      .set({ ...settingsColumnsOf(after), updatedAt: new Date() })
      .where(t.owns(companies.tenantId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'This company no longer exists');
    await recordAudit(t, {
      entity: 'company-settings',
      entityId: row.tenantId,
      action: 'update',
      before: { ...before },
      after: { ...after },
    });
    return toCompanySettings(updated, access.abilities);
  });
}
