import { describe, expect, it } from 'vitest';
import {
  contactListQuerySchema,
  contactPatchSchema,
  createContactSchema,
  rolesMatching,
  uenWarningOf,
} from './contacts.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a contact', () => {
  it('needs a role and a name, and fills the rest with empty defaults', () => {
    expect(createContactSchema.parse({ role: 'customer', name: '  Tan Trading  ' })).toEqual({
      role: 'customer',
      name: 'Tan Trading',
      uen: '',
      gstNumber: '',
      contactPerson: '',
      emails: [],
      phones: [],
      billingAddress: null,
      deliveryAddress: null,
      paymentTermsDays: null,
      currency: 'SGD',
      notes: '',
      tags: [],
    });
    expect(messagesOf(createContactSchema.safeParse({ role: 'customer', name: ' ' }))).toEqual([
      'Name cannot be empty',
    ]);
    expect(messagesOf(createContactSchema.safeParse({ role: 'friend', name: 'X' }))).toEqual([
      'A contact is a customer, a supplier or both',
    ]);
  });

  it('enforces the UEN formats and asks to confirm a doubtful check letter', () => {
    const base = { role: 'supplier', name: 'Lim Hardware' };
    expect(createContactSchema.parse({ ...base, uen: ' 53143018m ' }).uen).toBe('53143018M');
    expect(messagesOf(createContactSchema.safeParse({ ...base, uen: '1234' }))[0]).toContain(
      '9 or 10 characters',
    );
    const doubtful = '53012345D';
    expect(uenWarningOf(doubtful)).toContain('would usually be B');
    const refused = createContactSchema.safeParse({ ...base, uen: doubtful });
    expect(refused.success).toBe(false);
    expect(messagesOf(refused)[0]).toContain('confirm that it is right');
    expect(createContactSchema.parse({ ...base, uen: doubtful, acceptUenWarning: true }).uen).toBe(
      doubtful,
    );
  });

  it('checks e-mails, phones, GST numbers and Singapore postal codes', () => {
    const base = { role: 'customer', name: 'Ah Huat Pte Ltd' };
    expect(
      createContactSchema.parse({
        ...base,
        emails: [' Accounts@AhHuat.sg ', 'accounts@ahhuat.sg'],
        phones: ['+65 6123 4567', ''],
        gstNumber: ' M2-1234567-8 ',
        billingAddress: { line1: '1 Raffles Place', postalCode: '048616' },
      }),
    ).toMatchObject({
      emails: ['accounts@ahhuat.sg'],
      phones: ['+65 6123 4567'],
      gstNumber: 'M2-1234567-8', // kept as typed, trimmed
      billingAddress: {
        line1: '1 Raffles Place',
        line2: '',
        postalCode: '048616',
        country: 'Singapore',
      },
    });
    expect(messagesOf(createContactSchema.safeParse({ ...base, emails: ['not-mail'] }))).toEqual([
      'Enter an e-mail address such as accounts@example.sg',
    ]);
    expect(messagesOf(createContactSchema.safeParse({ ...base, phones: ['12'] }))[0]).toContain(
      '8 to 15 digits',
    );
    expect(
      messagesOf(
        createContactSchema.safeParse({
          ...base,
          billingAddress: { line1: 'x', postalCode: '12' },
        }),
      ),
    ).toEqual(['A Singapore postal code has 6 digits.']);
    expect(
      createContactSchema.parse({
        ...base,
        billingAddress: { line1: '1 Main St', postalCode: 'SW1A 1AA', country: 'United Kingdom' },
      }).billingAddress?.postalCode,
    ).toBe('SW1A 1AA');
  });

  it('refuses unknown fields and an empty change', () => {
    expect(
      createContactSchema.safeParse({ role: 'customer', name: 'X', colour: 'red' }).success,
    ).toBe(false);
    expect(messagesOf(contactPatchSchema.safeParse({}))).toEqual([
      'Give at least one field to change',
    ]);
    expect(contactPatchSchema.parse({ notes: 'Pays on time' })).toEqual({ notes: 'Pays on time' });
  });
});

describe('contact filters', () => {
  it('counts contacts that are both as customers and as suppliers', () => {
    expect(rolesMatching('customer')).toEqual(['customer', 'both']);
    expect(rolesMatching('supplier')).toEqual(['supplier', 'both']);
    expect(rolesMatching(undefined)).toBeUndefined();
  });

  it('reads the list query with defaults and refuses a bad sort or page size', () => {
    expect(contactListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 50,
      q: '',
      archived: 'false',
      sort: 'name',
    });
    expect(contactListQuerySchema.parse({ sort: '-updatedAt', page: '3' })).toMatchObject({
      sort: '-updatedAt',
      page: 3,
    });
    expect(messagesOf(contactListQuerySchema.safeParse({ sort: 'colour' }))[0]).toContain(
      'Sort by one of',
    );
    expect(contactListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});
