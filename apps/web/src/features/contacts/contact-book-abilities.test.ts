import { type Abilities, ACTIONS, type Action } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { contactBookAbilities } from './contact-book-abilities.ts';

function abilities(...allowed: Action[]): Abilities {
  return Object.fromEntries(
    ACTIONS.map((action) => [action, allowed.includes(action)]),
  ) as Abilities;
}

describe('contactBookAbilities', () => {
  it('lets marketing add every role and import', () => {
    const can = contactBookAbilities(
      abilities('contacts.read', 'contacts.write', 'customers.write', 'suppliers.write'),
    );
    expect(can.writableRoles).toEqual(['customer', 'supplier', 'both']);
    expect(can.import).toBe(true);
  });

  it('lets sales add customers only, and import them', () => {
    const can = contactBookAbilities(
      abilities('contacts.read', 'contacts.write', 'customers.write'),
    );
    expect(can.writableRoles).toEqual(['customer', 'both']);
    expect(can.import).toBe(true);
  });

  it('lets operation add suppliers only', () => {
    const can = contactBookAbilities(
      abilities('contacts.read', 'contacts.write', 'suppliers.write'),
    );
    expect(can.writableRoles).toEqual(['supplier']);
  });

  it('offers nothing to add when abilities are unknown or read only', () => {
    expect(contactBookAbilities(null)).toEqual({ read: false, writableRoles: [], import: false });
    expect(contactBookAbilities(abilities('contacts.read')).writableRoles).toEqual([]);
  });
});
