import type { Access } from '../permissions.ts';
import { ALLOWED, type PolicyDecision } from './policy.ts';

export const MSG_NO_EXPORT_IN_DEMO =
  'The demo company is a read-only showcase: its data is not exported (CSV files and PDF ZIPs). Create your own company to export yours.';

/**
 * May this user take the company's data away in bulk (a CSV export, a ZIP of PDFs)? Refused in
 * the read-only demo company, like sending and payments (PRODUCT.md section 1), to all but
 * developers; elsewhere the list's own read right decides. Reading one document, its PDF
 * included, stays allowed in the demo.
 */
export function decideExport(access: Access): PolicyDecision {
  if (access.companyReadOnly && !access.isDeveloper) {
    return { allowed: false, reason: MSG_NO_EXPORT_IN_DEMO, because: 'access' };
  }
  return ALLOWED;
}
