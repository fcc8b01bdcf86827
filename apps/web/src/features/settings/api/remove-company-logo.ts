import type { CompanySettings } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { COMPANY_LOGO_PATH } from './company-logo-url.ts';
import { companySettingsKey } from './get-company-settings.ts';

/** `DELETE /api/settings/company/logo`: answers with the settings, now without a logo. */
export function removeCompanyLogo(): Promise<CompanySettings> {
  return answerOf(api.DELETE(COMPANY_LOGO_PATH), 'Could not remove the logo');
}

export function useRemoveCompanyLogo() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyLogo,
    onSuccess: (settings) => {
      queryClient.setQueryData(companySettingsKey(customClaims?.tenantId), settings);
    },
  });
}
