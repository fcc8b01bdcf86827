import { type Abilities, ACTIONS, type Action } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { canWriteContact, contactAbilities } from './contact-abilities.ts';

function abilities(...allowed: Action[]): Abilities {
  return Object.fromEntries(
    ACTIONS.map((action) => [action, allowed.includes(action)]),
  ) as Abilities;
}

describe('contactAbilities', () => {
  it('lets sales write every role and import', () => {
    const can = contactAbilities(abilities('contacts.read', 'customers.write', 'suppliers.write'));
    expect(can.writableRoles).toEqual(['customer', 'supplier', 'both']);
    expect(can.import).toBe(true);
  });

  it('lets operation write suppliers only', () => {
    const can = contactAbilities(abilities('contacts.read', 'suppliers.write'));
    expect(can.writableRoles).toEqual(['supplier']);
    expect(canWriteContact(can, 'both')).toBe(false);
    expect(canWriteContact(can, 'supplier')).toBe(true);
  });

  it('shows nothing to write when abilities are unknown or read only', () => {
    expect(contactAbilities(null)).toEqual({ read: false, writableRoles: [], import: false });
    expect(contactAbilities(abilities('contacts.read')).writableRoles).toEqual([]);
  });
});
