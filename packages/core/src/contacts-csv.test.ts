import { describe, expect, it } from 'vitest';
import {
  CONTACT_CSV_FIELDS,
  contactFromCsv,
  contactIdentity,
  mappedContactFields,
} from './contacts-csv.ts';
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

  it('knows which fields a mapping supplies', () => {
    expect(
      [...mappedContactFields({ name: 'N', billingPostalCode: 'P', notes: null })].sort(),
    ).toEqual(['billingAddress', 'name']);
  });
});
