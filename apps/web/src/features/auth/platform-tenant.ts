import type { ActiveCompany, CustomClaims } from '../../lib/auth/auth-types.ts';

/** Whether the claims are for the platform tenant (the one that sees Project and Developer). */
export function isPlatformTenant(
  claims: CustomClaims | null,
  company: ActiveCompany | null,
): boolean {
  return (
    company?.isPlatform === true &&
    claims?.tenantId !== undefined &&
    claims.tenantId === company.tenantId
  );
}
