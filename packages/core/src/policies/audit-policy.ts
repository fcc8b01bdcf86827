import type { Access } from '../permissions.ts';
import { decideByAccess, type PolicyDecision } from './policy.ts';

/**
 * Who may read the company's audit trail (PRODUCT.md section 2, the administrator's). Nobody
 * writes it: every change records its own entry, so the only action is reading.
 */
export type AuditAction = 'read';

export function decideAudit(access: Access, _action: AuditAction): PolicyDecision {
  return decideByAccess(access, 'audit.read');
}
