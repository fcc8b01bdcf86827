import type { CompanySettings } from '@kira/core/companies-api';
import type { RequestAccess } from '../access/load-access.ts';
import { companies } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { toCompanySettings } from './company-settings-store.ts';

export async function readCompanySettings(access: RequestAccess): Promise<CompanySettings> {
  const [row] = await access.scope.statements.tx
    .select()
    .from(companies)
    .where(access.scope.statements.owns(companies.tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'This company no longer exists');
  return toCompanySettings(row, access.abilities);
}
