import { CONTACT_ROLES, type ContactRole } from '@kira/core/contacts';

const ROLE_LABELS = Object.fromEntries(CONTACT_ROLES.map((role) => [role.value, role.label]));

/** "Customer", "Supplier" or "Customer and supplier". */
export function roleLabel(role: ContactRole): string {
  return ROLE_LABELS[role] ?? role;
}
