import type { CompanySettings } from '@kira/core/companies-api';
import type { CompanySettingsInput } from '@kira/core/company-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { companySettingsKey } from './get-company-settings.ts';

export type CompanySettingsChange = Partial<CompanySettingsInput>;

/** `PATCH /api/settings/company`: change some settings; answers with all of them. */
export function updateCompanySettings(change: CompanySettingsChange): Promise<CompanySettings> {
  return answerOf(
    api.PATCH('/api/settings/company', { body: change }),
    'Could not save the company settings',
  );
}

/** Saves a change and keeps the cached settings equal to the server's answer. */
export function useUpdateCompanySettings() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(companySettingsKey(customClaims?.tenantId), settings);
    },
  });
}
