/** `GET /api/settings/company/logo` answers with the image itself (404 without one). */
export const COMPANY_LOGO_PATH = '/api/settings/company/logo';

/** Where the logo is shown from; `version` (its update time) makes a new logo show at once. */
export function companyLogoUrl(version: string | null): string {
  return version ? `${COMPANY_LOGO_PATH}?v=${encodeURIComponent(version)}` : COMPANY_LOGO_PATH;
}
