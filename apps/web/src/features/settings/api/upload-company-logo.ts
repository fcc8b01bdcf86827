import type { CompanySettings } from '@kira/core/companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api, rawBody } from '../../../lib/api/client.ts';
import { useAuthContext } from '../../../lib/auth/auth-context.tsx';
import { COMPANY_LOGO_PATH } from './company-logo-url.ts';
import { companySettingsKey } from './get-company-settings.ts';

/** `PUT /api/settings/company/logo`: the image file itself as the body, with its own type. */
export function uploadCompanyLogo(file: Blob): Promise<CompanySettings> {
  return answerOf(
    api.PUT(COMPANY_LOGO_PATH, { body: file as never, ...rawBody(file) }),
    'Could not upload the logo',
  );
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
