import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactRecord } from './contacts.ts';
import {
  CONTACT_CSV_FIELDS,
  contactFromCsv,
  contactIdentity,
  contactToCsv,
} from './contacts-csv.ts';
import { escapeCsvCell } from './csv-cell.ts';
import { guessMapping } from './csv-import.ts';

const headers = [
  'Role',
  'Name',
  'UEN',
  'E-mails',
  'Phones',
  'Address',
  'Postal code',
  'Payment terms',
  'Tags',
  'Archived',
];
const mapping = guessMapping(CONTACT_CSV_FIELDS, headers);
const record = (values: Partial<Record<(typeof headers)[number], string>>) =>
  Object.fromEntries(headers.map((h) => [h, values[h] ?? '']));

describe('a contact from a CSV row', () => {
  it('reads every column the way the form would', () => {
    const outcome = contactFromCsv(
      record({
        Role: 'Customer and supplier',
        Name: ' Ah Huat Hardware ',
        UEN: '53143018m',
        'E-mails': 'Accounts@AhHuat.sg; sales@ahhuat.sg',
        Phones: '+65 6123 4567',
        Address: '21 Tampines Street 92',
        'Postal code': '528891',
        'Payment terms': '30 days',
        Tags: 'retail, hardware',
        Archived: 'no',
      }),
      mapping,
    );
    expect(outcome).toMatchObject({
      ok: true,
      warnings: [],
      value: {
        archived: false,
        contact: {
          role: 'both',
          name: 'Ah Huat Hardware',
          uen: '53143018M',
          emails: ['accounts@ahhuat.sg', 'sales@ahhuat.sg'],
          billingAddress: {
            line1: '21 Tampines Street 92',
            postalCode: '528891',
            country: 'Singapore',
          },
          paymentTermsDays: 30,
          tags: ['retail', 'hardware'],
        },
      },
    });
  });

  it('makes a row without a role a customer, and takes a doubtful UEN with a warning', () => {
    const outcome = contactFromCsv(record({ Name: 'Lim', UEN: '53012345D' }), mapping);
    expect(outcome.ok && outcome.value.contact.role).toBe('customer');
    expect(outcome.ok && outcome.warnings[0]).toContain('would usually be B');
  });

  it('names the field of every problem', () => {
    const outcome = contactFromCsv(
      record({
        Role: 'friend',
        UEN: '12',
        'E-mails': 'nope',
        'Payment terms': 'soon',
        Archived: 'perhaps',
      }),
      mapping,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['role', 'name', 'uen', 'emails', 'paymentTermsDays', 'archived']),
    );
  });

  it('is known by UEN, else first e-mail, else name', () => {
    expect(contactIdentity({ uen: '53143018M', emails: ['a@x.sg'], name: 'A' })).toBe(
      'uen:53143018M',
    );
    expect(contactIdentity({ uen: '', emails: ['A@x.sg'], name: 'A' })).toBe('email:a@x.sg');
    expect(contactIdentity({ uen: '', emails: [], name: ' Tan Co ' })).toBe('name:tan co');
  });
});

const EMPTY_CONTACT: ContactRecord = {
  id: 'K26A00001',
  role: 'customer',
  name: '',
  uen: '',
  uenWarning: null,
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
  archived: false,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
};

/** A contact's CSV row with every cell as the file holds it (escaped). */
const fileRow = (contact: ContactRecord) =>
  Object.fromEntries(
    Object.entries(contactToCsv(contact)).map(([header, value]) => [header, escapeCsvCell(value)]),
  );

/** A contact (without addresses) exported, read back by the import's rules, exported again. */
function exportImportExport(contact: ContactRecord) {
  const exported = fileRow(contact);
  const outcome = contactFromCsv(exported, guessMapping(CONTACT_CSV_FIELDS, Object.keys(exported)));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  const {
    acceptUenWarning: _a,
    billingAddress: _b,
    deliveryAddress: _d,
    ...read
  } = outcome.value.contact;
  const again = fileRow({ ...contact, ...read, archived: outcome.value.archived ?? false });
  return { exported, read, again };
}

/** Stored text as the form leaves it: trimmed, rich in formula characters, commas and quotes. */
const storedText = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', "'", '"', ',', ';', ' ', '1', '.', 'a', 'Z'),
      minLength: 1,
      maxLength: max,
    })
    .map((text) => text.trim())
    .filter((text) => text !== '');

describe('a contact exported and imported', () => {
  it('comes back the same, formula-like names and tags with commas included', () => {
    const contact = {
      ...EMPTY_CONTACT,
      name: '+65 Trading',
      phones: ['+65 6222 3333'],
      tags: ['north, east', '=west', 'say "hi"'],
      notes: '@home',
    };
    const { exported, read, again } = exportImportExport(contact);
    expect(exported).toMatchObject({
      Name: "'+65 Trading",
      Phones: "'+65 6222 3333",
      Tags: '"north, east"; =west; "say ""hi"""',
      Notes: "'@home",
    });
    expect(read).toMatchObject({
      name: '+65 Trading',
      phones: ['+65 6222 3333'],
      tags: ['north, east', '=west', 'say "hi"'],
      notes: '@home',
    });
    expect(again).toEqual(exported);
  });

  it('gives the same row again for any name, notes and tags', () => {
    fc.assert(
      fc.property(
        storedText(40),
        storedText(80),
        fc.uniqueArray(storedText(40), { maxLength: 6 }),
        (name, notes, tags) => {
          const { read, exported, again } = exportImportExport({
            ...EMPTY_CONTACT,
            name,
            notes,
            tags,
          });
          expect(read).toMatchObject({ name, notes, tags });
          expect(again).toEqual(exported);
        },
      ),
      { numRuns: 500 },
    );
  });
});
