import type { Access } from '../permissions.ts';
import { decideByAccess, type PolicyDecision } from './policy.ts';

/**
 * What a user may do with the company's settings (profile, tax, payment, logo, numbering:
 * PRODUCT.md section 2, the company department's). There is one settings record per company,
 * so its abilities are the user's own (`company.update` in `me.abilities`).
 */
export type SettingsAction = 'read' | 'update';

export function decideSettings(access: Access, action: SettingsAction): PolicyDecision {
  return decideByAccess(access, action === 'read' ? 'company.read' : 'company.update');
}
