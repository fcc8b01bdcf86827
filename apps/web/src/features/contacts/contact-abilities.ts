import { CONTACT_ROLES, type ContactRole, contactWriteAction } from '@kira/core/contacts';
import type { Abilities } from '@kira/core/permissions';
import { allows } from '../auth/abilities.ts';

/** What the server's abilities let this user do with contacts, for the screens to show. */
export interface ContactAbilities {
  read: boolean;
  /** The roles a contact this user writes may have (customers need `customers.write`). */
  writableRoles: ContactRole[];
  /** Importing needs `contacts.write` (each row then its role's write). */
  import: boolean;
}

export function contactAbilities(abilities: Abilities | null | undefined): ContactAbilities {
  return {
    read: allows(abilities, 'contacts.read'),
    writableRoles: CONTACT_ROLES.map((role) => role.value).filter((role) =>
      allows(abilities, contactWriteAction(role)),
    ),
    import: allows(abilities, 'contacts.write'),
  };
}

/** Whether this user may change a contact of `role` (and so archive or delete it). */
export function canWriteContact(abilities: ContactAbilities, role: ContactRole): boolean {
  return abilities.writableRoles.includes(role);
}
