import type { Contact } from '@kira/core/contacts';
import { uenCheckLetter } from '@kira/core/uen';
import { describe, expect, it } from 'vitest';
import {
  compactContactDraft,
  contactDraftOf,
  contactInputOf,
  contactPatchBody,
  emptyContactDraft,
  newContactBody,
} from './contact-draft.ts';

const body = '201912345';
const letter = uenCheckLetter(body, 'local_company');
const goodUen = `${body}${letter}`;
const doubtfulUen = `${body}${letter === 'Z' ? 'K' : 'Z'}`;

function savedContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'K1',
    role: 'customer',
    name: 'Tan Trading Pte. Ltd.',
    uen: goodUen,
    uenWarning: null,
    gstNumber: '',
    contactPerson: 'Mr Tan',
    emails: ['accounts@tan.sg'],
    phones: [],
    billingAddress: {
      id: 'A1',
      line1: '10 Anson Road',
      line2: '',
      postalCode: '079903',
      country: 'Singapore',
    },
    deliveryAddress: {
      id: 'A2',
      line1: '10 Anson Road',
      line2: '',
      postalCode: '079903',
      country: 'Singapore',
    },
    paymentTermsDays: 30,
    currency: 'SGD',
    notes: '',
    tags: ['VIP'],
    archived: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    abilities: { edit: true, archive: true, delete: true },
    balance: null,
    balances: null,
    ...overrides,
  };
}

describe('contactInputOf', () => {
  it('drops blank rows, leaves out empty addresses and copies billing to delivery', () => {
    const draft = {
      ...emptyContactDraft('supplier'),
      name: 'Lim Supplies',
      emails: ['  ', 'sales@lim.sg', ''],
      billing: { line1: '1 Raffles Place', line2: '', postalCode: '048616', country: '' },
    };
    const input = contactInputOf(draft);
    expect(input.emails).toEqual(['sales@lim.sg']);
    expect(input.phones).toEqual([]);
    expect(input.billingAddress).toEqual({
      line1: '1 Raffles Place',
      line2: '',
      postalCode: '048616',
      country: 'Singapore',
    });
    expect(input.deliveryAddress).toEqual(input.billingAddress);
    expect(contactInputOf({ ...draft, deliverySameAsBilling: false }).deliveryAddress).toBeNull();
  });

  it('reads payment terms as days, empty as the company default', () => {
    expect(
      contactInputOf({ ...emptyContactDraft(), paymentTermsDays: ' 30 ' }).paymentTermsDays,
    ).toBe(30);
    expect(contactInputOf(emptyContactDraft()).paymentTermsDays).toBeNull();
  });
});

describe('newContactBody', () => {
  it('accepts a complete contact', () => {
    const checked = newContactBody({
      ...emptyContactDraft(),
      name: 'Tan Trading',
      uen: goodUen.toLowerCase(),
      tags: ['VIP'],
    });
    expect(checked.ok && checked.body.uen).toBe(goodUen);
  });

  it('names the fields that are wrong, as the form shows them', () => {
    const checked = newContactBody(
      compactContactDraft({
        ...emptyContactDraft(),
        emails: ['', 'not-an-address'],
        billing: { line1: '', line2: '', postalCode: '123', country: 'Singapore' },
        paymentTermsDays: 'thirty',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'billingAddress.line1',
      'billingAddress.postalCode',
      'deliveryAddress.line1',
      'deliveryAddress.postalCode',
      'emails.0',
      'name',
      'paymentTermsDays',
    ]);
  });

  it('asks to confirm a UEN whose check letter looks wrong, then accepts it', () => {
    const draft = { ...emptyContactDraft(), name: 'Doubtful Pte. Ltd.', uen: doubtfulUen };
    const refused = newContactBody(draft);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.uen).toMatch(/confirm that it is right/);
    const accepted = newContactBody({ ...draft, acceptUenWarning: true });
    expect(accepted.ok && accepted.body.acceptUenWarning).toBe(true);
  });
});

describe('contactPatchBody', () => {
  it('is empty when nothing changed, and the same-as-billing box is read back', () => {
    const contact = savedContact();
    const draft = contactDraftOf(contact);
    expect(draft.deliverySameAsBilling).toBe(true);
    expect(contactPatchBody(contact, draft)).toEqual({ ok: true, body: null });
  });

  it('sends only the changed fields', () => {
    const contact = savedContact({ uen: doubtfulUen, uenWarning: 'The check letter...' });
    const draft = { ...contactDraftOf(contact), name: 'Tan Trading (2026) Pte. Ltd.' };
    expect(contactPatchBody(contact, draft)).toEqual({
      ok: true,
      body: { name: 'Tan Trading (2026) Pte. Ltd.' },
    });
  });

  it('asks again for a new doubtful UEN', () => {
    const contact = savedContact();
    const draft = { ...contactDraftOf(contact), uen: doubtfulUen };
    expect(contactPatchBody(contact, draft).ok).toBe(false);
    expect(contactPatchBody(contact, { ...draft, acceptUenWarning: true })).toEqual({
      ok: true,
      body: { uen: doubtfulUen, acceptUenWarning: true },
    });
  });
});
