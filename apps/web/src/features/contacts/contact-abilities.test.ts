import { type Abilities, ACTIONS, type Action } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { canWriteContact, contactAbilities } from './contact-abilities.ts';

function abilities(...allowed: Action[]): Abilities {
  return Object.fromEntries(
    ACTIONS.map((action) => [action, allowed.includes(action)]),
  ) as Abilities;
}

describe('contactAbilities', () => {
  it('lets marketing write every role and import', () => {
    const can = contactAbilities(
      abilities('contacts.read', 'contacts.write', 'customers.write', 'suppliers.write'),
    );
    expect(can.writableRoles).toEqual(['customer', 'supplier', 'both']);
    expect(can.import).toBe(true);
  });

  it('lets sales write customers only, and import them', () => {
    const can = contactAbilities(abilities('contacts.read', 'contacts.write', 'customers.write'));
    expect(can.writableRoles).toEqual(['customer', 'both']);
    expect(can.import).toBe(true);
  });

  it('lets operation write suppliers only', () => {
    const can = contactAbilities(abilities('contacts.read', 'contacts.write', 'suppliers.write'));
    expect(can.writableRoles).toEqual(['supplier']);
    expect(canWriteContact(can, 'both')).toBe(false);
    expect(canWriteContact(can, 'supplier')).toBe(true);
  });

  it('shows nothing to write when abilities are unknown or read only', () => {
    expect(contactAbilities(null)).toEqual({ read: false, writableRoles: [], import: false });
    expect(contactAbilities(abilities('contacts.read')).writableRoles).toEqual([]);
  });
});
