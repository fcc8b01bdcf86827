import type { CompanySettings } from '@kira/core/companies-api';
import { useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';

/** The cache key of a company's settings: one per company, so a switch never shows another's. */
export function companySettingsKey(tenantId: string | undefined) {
  return ['company-settings', tenantId] as const;
}

/** `GET /api/settings/company`: the active company's settings, with what you may do there. */
export function getCompanySettings(): Promise<CompanySettings> {
  return answerOf(api.GET('/api/settings/company'), 'Could not load the company settings');
}

export function useCompanySettings() {
  const { customClaims } = useAuthContext();
  return useQuery({
    queryKey: companySettingsKey(customClaims?.tenantId),
    queryFn: getCompanySettings,
  });
}
