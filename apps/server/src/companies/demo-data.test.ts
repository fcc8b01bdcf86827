import { createContactSchema, SINGAPORE, uenWarningOf } from '@kira/core/contacts';
import { createProductSchema } from '@kira/core/products';
import { validateUen } from '@kira/core/uen';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTACTS } from './demo-contacts.ts';
import contactsAsWritten from './demo-data/contacts.json' with { type: 'json' };
import { DEMO_PRODUCTS } from './demo-products.ts';

describe('demo contacts', () => {
  const parsed = DEMO_CONTACTS;

  it('has about 60 contacts of every role', () => {
    expect(DEMO_CONTACTS.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_CONTACTS.length).toBeLessThanOrEqual(65);
    const roles = new Set(parsed.map((contact) => contact.role));
    expect([...roles].sort()).toEqual(['both', 'customer', 'supplier']);
  });

  it('passes the form rules as written, without accepting a UEN warning', () => {
    for (const contact of contactsAsWritten) {
      expect('acceptUenWarning' in contact, contact.name).toBe(false);
      const result = createContactSchema.safeParse(contact);
      expect(result.error?.issues ?? [], contact.name).toEqual([]);
    }
  });

  it('gives every UEN a valid format and the expected check letter, each once', () => {
    const uens = parsed.map((contact) => contact.uen).filter((uen) => uen !== '');
    for (const uen of uens) {
      expect(validateUen(uen).ok, uen).toBe(true);
      expect(uenWarningOf(uen), uen).toBeUndefined();
    }
    expect(new Set(uens).size).toBe(uens.length);
    const formats = new Set(uens.map((uen) => validateUen(uen).format));
    expect([...formats].sort()).toEqual(['business', 'local_company', 'others']);
  });

  it('uses a GST number only as the contact own UEN', () => {
    for (const contact of parsed.filter((c) => c.gstNumber !== '')) {
      expect(contact.gstNumber, contact.name).toBe(contact.uen);
    }
  });

  it('gives Singapore addresses 6-digit postal codes', () => {
    const addresses = parsed.flatMap((contact) =>
      [contact.billingAddress, contact.deliveryAddress].filter((address) => address !== null),
    );
    const local = addresses.filter((address) => address.country === SINGAPORE);
    expect(local.length).toBeGreaterThan(50);
    for (const address of local) expect(address.postalCode, address.line1).toMatch(/^\d{6}$/);
  });

  it('has unique names', () => {
    const names = parsed.map((contact) => contact.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('demo products', () => {
  const parsed = DEMO_PRODUCTS.map((product) => createProductSchema.parse(product));

  it('has about 80 products and services', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(75);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(85);
    expect(new Set(parsed.map((product) => product.type))).toEqual(new Set(['product', 'service']));
  });

  it('passes the form rules', () => {
    for (const product of DEMO_PRODUCTS) {
      const result = createProductSchema.safeParse(product);
      expect(result.error?.issues ?? [], product.code).toEqual([]);
    }
  });

  it('has unique codes, ignoring case', () => {
    const codes = parsed.map((product) => product.code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every tax code, mostly standard-rated, and retires a few items', () => {
    const count = (taxCode: string) => parsed.filter((p) => p.taxCode === taxCode).length;
    expect(count('SR')).toBeGreaterThan(parsed.length * 0.8);
    for (const code of ['ZR', 'ES', 'OS']) expect(count(code), code).toBeGreaterThan(0);
    const inactive = parsed.filter((product) => !product.active).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(10);
  });
});
