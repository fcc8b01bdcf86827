import { CONTACT_ROLES, type ContactRole } from '@kira/core/contacts';
import type { Abilities } from '@kira/core/permissions';
import { contactWriteAction } from '@kira/core/policies/contact-policy';
import { allows } from '../../lib/auth/abilities.ts';

/**
 * What the user's abilities (from the server) let them do with the contact book as a whole,
 * for the screens to offer: reading it, adding contacts of which roles, importing. What they
 * may do to one contact comes with that contact (`contact.abilities`).
 */
export interface ContactBookAbilities {
  read: boolean;
  /** The roles a contact this user adds may have (customers need `customers.write`). */
  writableRoles: ContactRole[];
  /** Importing needs `contacts.write` (each row then its role's write). */
  import: boolean;
}

export function contactBookAbilities(
  abilities: Abilities | null | undefined,
): ContactBookAbilities {
  return {
    read: allows(abilities, 'contacts.read'),
    writableRoles: CONTACT_ROLES.map((role) => role.value).filter((role) =>
      allows(abilities, contactWriteAction(role)),
    ),
    import: allows(abilities, 'contacts.write'),
  };
}
