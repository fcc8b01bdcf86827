import type { ContactRole } from '../contacts.ts';
import type { Access, Action } from '../permissions.ts';
import { z } from '../zod.ts';
import { decideByAccess, firstRefusal, type PolicyDecision, refusedByState } from './policy.ts';

/**
 * What a user may do with the contact book and each contact in it (PRODUCT.md section 2):
 * the routes, the commands and the abilities sent with every contact all ask this file.
 */

export const MSG_CONTACT_IN_USE =
  'Documents refer to this contact, so it cannot be deleted: archive it instead.';

/**
 * Writing a contact needs the permission of its role: customers (and contacts that are both)
 * are sales' and marketing's; suppliers are marketing's and operation's.
 */
export function contactWriteAction(role: ContactRole): Action {
  return role === 'supplier' ? 'suppliers.write' : 'customers.write';
}

/** What the policy reads of a contact. */
export interface ContactFacts {
  role: ContactRole;
  archived: boolean;
  /** Documents refer to it (they keep it from being deleted). */
  inUse: boolean;
}

/** The contact book as a whole: reading it, and writing some of its contacts (each then by role). */
export type ContactBookAction = 'read' | 'write';
/** `archive` archives the contact, or restores it when it is archived. */
export type ContactAction = 'create' | 'edit' | 'archive' | 'delete';

export function decideContactBook(access: Access, action: ContactBookAction): PolicyDecision {
  return decideByAccess(access, action === 'read' ? 'contacts.read' : 'contacts.write');
}

/** May this user do `action` to this contact now (`create`: add a contact with these facts)? */
export function decideContact(
  access: Access,
  action: ContactAction,
  contact: ContactFacts,
): PolicyDecision {
  const byRole = () => decideByAccess(access, contactWriteAction(contact.role));
  if (action !== 'delete') return byRole();
  return firstRefusal(byRole, () =>
    contact.inUse ? refusedByState(MSG_CONTACT_IN_USE) : { allowed: true },
  );
}

export const contactAbilitiesSchema = z
  .object({
    edit: z.boolean(),
    archive: z.boolean().describe('Archive it, or restore it when it is archived'),
    delete: z.boolean(),
  })
  .meta({ id: 'ContactAbilities' });
export type ContactAbilities = z.infer<typeof contactAbilitiesSchema>;

/** What this user may do to this contact now, as `decideContact` answers. */
export function contactAbilities(access: Access, contact: ContactFacts): ContactAbilities {
  const may = (action: ContactAction) => decideContact(access, action, contact).allowed;
  return { edit: may('edit'), archive: may('archive'), delete: may('delete') };
}
