import type { CompanySettings } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from '../../../lib/api/request.ts';
import { useAuthContext } from '../../auth/auth-context.tsx';
import { COMPANY_LOGO_PATH } from './company-logo-url.ts';
import { companySettingsKey } from './get-company-settings.ts';

/** `PUT /api/settings/company/logo`: the image file itself as the body, with its own type. */
export function uploadCompanyLogo(file: Blob): Promise<CompanySettings> {
  return requestRaw<CompanySettings>('PUT', COMPANY_LOGO_PATH, file, 'Could not upload the logo');
}

export function useUploadCompanyLogo() {
  const { customClaims } = useAuthContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (settings) => {
      queryClient.setQueryData(companySettingsKey(customClaims?.tenantId), settings);
    },
  });
}
