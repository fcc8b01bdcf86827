import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from '../claims.ts';
import { MSG_READ_ONLY_COMPANY } from '../permissions.ts';
import { accessWith } from './access-for-tests.ts';
import {
  type ContactFacts,
  contactAbilities,
  contactWriteAction,
  decideContact,
  decideContactBook,
  MSG_CONTACT_IN_USE,
} from './contact-policy.ts';

const access = accessWith;
const customer: ContactFacts = { role: 'customer', archived: false, inUse: false };
const supplier: ContactFacts = { role: 'supplier', archived: false, inUse: false };
const NOTHING = { edit: false, archive: false, delete: false };
const EVERYTHING = { edit: true, archive: true, delete: true };

describe('the contact policy', () => {
  it('needs customer write for customers and for both, supplier write for suppliers', () => {
    expect(contactWriteAction('customer')).toBe('customers.write');
    expect(contactWriteAction('both')).toBe('customers.write');
    expect(contactWriteAction('supplier')).toBe('suppliers.write');
  });

  it('lets a writer do everything to the contacts of the roles they write', () => {
    const sales = access({ sales: 'write' });
    expect(contactAbilities(sales, customer)).toEqual(EVERYTHING);
    expect(contactAbilities(sales, { ...customer, role: 'both' })).toEqual(EVERYTHING);
    expect(contactAbilities(sales, supplier)).toEqual(NOTHING);
    expect(contactAbilities(access({ operation: 'write' }), supplier)).toEqual(EVERYTHING);
    expect(contactAbilities(access({ marketing: 'write' }), supplier)).toEqual(EVERYTHING);
  });

  it('gives a reader, and a member without levels, no ability at all', () => {
    for (const levels of [
      { sales: 'read' },
      { marketing: 'read', operation: 'read' },
      {},
    ] as const) {
      expect(contactAbilities(access(levels), customer)).toEqual(NOTHING);
      expect(contactAbilities(access(levels), supplier)).toEqual(NOTHING);
    }
    expect(decideContact(access({ sales: 'read' }), 'edit', customer)).toEqual({
      allowed: false,
      reason: 'This needs write access to sales or write access to marketing in this company.',
      because: 'access',
    });
  });

  it('answers the book as a whole from the permission table', () => {
    expect(decideContactBook(access({ finance: 'read' }), 'read').allowed).toBe(true);
    expect(decideContactBook(access({ finance: 'write' }), 'write').allowed).toBe(false);
    expect(decideContactBook(access({}), 'read').allowed).toBe(false);
  });

  it('lets an archived contact be restored, changed and deleted', () => {
    expect(contactAbilities(access({ sales: 'write' }), { ...customer, archived: true })).toEqual(
      EVERYTHING,
    );
  });

  it('refuses to delete a contact documents refer to, for its state, but lets it be archived', () => {
    const inUse = { ...customer, inUse: true };
    const sales = access({ sales: 'write' });
    expect(decideContact(sales, 'delete', inUse)).toEqual({
      allowed: false,
      reason: MSG_CONTACT_IN_USE,
      because: 'state',
    });
    expect(contactAbilities(sales, inUse)).toEqual({ edit: true, archive: true, delete: false });
    // A missing right is said before the state.
    expect(decideContact(access({ sales: 'read' }), 'delete', inUse)).toMatchObject({
      because: 'access',
    });
  });

  it('keeps the demo company read-only, even to a founder', () => {
    const demo = access(FOUNDER_LEVELS, { companyReadOnly: true });
    expect(contactAbilities(demo, customer)).toEqual(NOTHING);
    expect(decideContact(demo, 'create', customer)).toEqual({
      allowed: false,
      reason: MSG_READ_ONLY_COMPANY,
      because: 'access',
    });
    expect(decideContactBook(demo, 'read').allowed).toBe(true);
  });
});
