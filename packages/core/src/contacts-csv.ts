import {
  type Address,
  type AddressInput,
  CONTACT_ROLES,
  type ContactRecord,
  type ContactRole,
  type CreateContact,
  createContactSchema,
  uenWarningOf,
} from './contacts.ts';
import {
  type ColumnMapping,
  type CsvField,
  cell,
  csvField as field,
  parseYesNo,
  problemsOf,
  type RowOutcome,
} from './csv-import.ts';
import { joinList, splitList } from './csv-list.ts';
import type { CsvCells } from './csv-merge.ts';
import { gstNumberKey } from './singapore-identifiers.ts';
import { normaliseUen } from './uen.ts';
import type { z } from './zod.ts';

/** The columns of a contacts CSV, in the order Kira exports them. */
export const CONTACT_CSV_FIELDS: readonly CsvField[] = [
  field('role', 'Role', ['Type', 'Contact type', 'Customer or supplier'], { clearable: false }),
  field('name', 'Name', ['Company', 'Company name', 'Contact name', 'Customer', 'Supplier'], {
    required: true,
  }),
  field('uen', 'UEN', ['UEN number', 'Registration number', 'Business registration']),
  field('gstNumber', 'GST number', ['GST registration number', 'GST reg no', 'GST no'], {
    comparedAs: gstNumberKey,
  }),
  field('contactPerson', 'Contact person', ['Attention', 'Attn', 'Person']),
  field('emails', 'E-mails', ['Email', 'E-mail', 'Email address', 'Emails']),
  field('phones', 'Phones', ['Phone', 'Telephone', 'Tel', 'Mobile', 'Phone number']),
  field('billingLine1', 'Billing address line 1', ['Address', 'Address line 1', 'Billing address']),
  field('billingLine2', 'Billing address line 2', ['Address line 2']),
  field('billingPostalCode', 'Billing postal code', ['Postal code', 'Postcode', 'Zip']),
  field('billingCountry', 'Billing country', ['Country']),
  field('deliveryLine1', 'Delivery address line 1', ['Delivery address', 'Shipping address']),
  field('deliveryLine2', 'Delivery address line 2'),
  field('deliveryPostalCode', 'Delivery postal code', ['Shipping postal code']),
  field('deliveryCountry', 'Delivery country', ['Shipping country']),
  field('paymentTermsDays', 'Payment terms (days)', ['Payment terms', 'Terms', 'Credit terms']),
  field('currency', 'Currency', [], { clearable: false }),
  field('notes', 'Notes', ['Remarks', 'Comments']),
  field('tags', 'Tags', ['Tag', 'Labels', 'Group']),
  field('archived', 'Archived', [], { clearable: false }),
];

const CSV_FIELD_OF_PATH: Record<string, string> = {
  billingAddress: 'billingLine1',
  deliveryAddress: 'deliveryLine1',
};

function fieldOfPath(path: PropertyKey[]): string | null {
  const [first, second] = path.map(String);
  if (!first) return null;
  if ((first === 'billingAddress' || first === 'deliveryAddress') && second) {
    const prefix = first === 'billingAddress' ? 'billing' : 'delivery';
    const suffix =
      second === 'postalCode'
        ? 'PostalCode'
        : second === 'country'
          ? 'Country'
          : second === 'line2'
            ? 'Line2'
            : 'Line1';
    return `${prefix}${suffix}`;
  }
  return CSV_FIELD_OF_PATH[first] ?? first;
}

function parseRole(text: string): ContactRole | string {
  const word = text.trim().toLowerCase();
  if (word === '') return 'customer';
  const found = CONTACT_ROLES.find(
    (role) => role.value === word || role.label.toLowerCase() === word,
  );
  if (found) return found.value;
  if (/customer.*supplier|supplier.*customer/.test(word)) return 'both';
  return text;
}

function addressFrom(
  record: Record<string, string>,
  mapping: ColumnMapping,
  prefix: 'billing' | 'delivery',
): Partial<AddressInput> | null {
  const line1 = cell(record, mapping, `${prefix}Line1`);
  const line2 = cell(record, mapping, `${prefix}Line2`);
  const postalCode = cell(record, mapping, `${prefix}PostalCode`);
  const country = cell(record, mapping, `${prefix}Country`);
  if (!line1 && !line2 && !postalCode) return null;
  return { line1, line2, postalCode, ...(country ? { country } : {}) };
}

export interface ContactImportRow {
  contact: CreateContact;
  archived: boolean | undefined;
}

/**
 * One CSV record as a new contact, checked by the same rules as the form. A UEN whose check
 * letter looks wrong is accepted with a warning (the file is the user's own record).
 */
export function contactFromCsv(
  record: Record<string, string>,
  mapping: ColumnMapping,
): RowOutcome<ContactImportRow> {
  const terms = cell(record, mapping, 'paymentTermsDays');
  const archivedText = cell(record, mapping, 'archived');
  const archived = archivedText === '' ? undefined : parseYesNo(archivedText);
  const input = {
    role: parseRole(cell(record, mapping, 'role')),
    name: cell(record, mapping, 'name'),
    uen: cell(record, mapping, 'uen'),
    gstNumber: cell(record, mapping, 'gstNumber'),
    contactPerson: cell(record, mapping, 'contactPerson'),
    emails: splitList(cell(record, mapping, 'emails')),
    phones: splitList(cell(record, mapping, 'phones')),
    billingAddress: addressFrom(record, mapping, 'billing'),
    deliveryAddress: addressFrom(record, mapping, 'delivery'),
    paymentTermsDays: terms === '' ? null : Number(terms.replace(/\s*days?$/i, '')),
    ...(cell(record, mapping, 'currency') ? { currency: cell(record, mapping, 'currency') } : {}),
    notes: cell(record, mapping, 'notes'),
    tags: splitList(cell(record, mapping, 'tags')),
    acceptUenWarning: true,
  };
  const parsed = createContactSchema.safeParse(input);
  const problems = parsed.success ? [] : problemsOf(parsed.error as z.ZodError, fieldOfPath);
  if (archived === undefined && archivedText !== '') {
    problems.push({ field: 'archived', message: 'Archived is yes or no' });
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const warning = uenWarningOf(parsed.data.uen);
  return {
    ok: true,
    value: { contact: parsed.data, archived },
    warnings: warning ? [warning] : [],
  };
}

/**
 * How an imported contact is recognised as one already in the book, so a re-import updates it
 * instead of adding it twice: by UEN when it has one, else by its first e-mail, else by name.
 */
export function contactIdentity(contact: Pick<CreateContact, 'uen' | 'emails' | 'name'>): string {
  if (contact.uen) return `uen:${contact.uen}`;
  const [email] = contact.emails;
  if (email) return `email:${email.toLowerCase()}`;
  return `name:${contact.name.trim().toLowerCase()}`;
}

export function describeContactIdentity(key: string): string {
  if (key.startsWith('uen:')) return `UEN ${key.slice(4)}`;
  if (key.startsWith('email:')) return `e-mail ${key.slice(6)}`;
  return `name ${key.slice(5)}`;
}

/** What the export writes for a contact: its addresses may be as stored or as given. */
export type ContactForCsv = Omit<
  ContactRecord,
  'id' | 'uenWarning' | 'billingAddress' | 'deliveryAddress' | 'createdAt' | 'updatedAt'
> & {
  billingAddress: Omit<Address, 'id'> | null;
  deliveryAddress: Omit<Address, 'id'> | null;
};

/** A contact as CSV text by field key: what the export writes, and what a re-import compares. */
export function contactCells(contact: ContactForCsv): CsvCells {
  const billing = contact.billingAddress;
  const delivery = contact.deliveryAddress;
  return {
    role: contact.role,
    name: contact.name,
    uen: contact.uen,
    gstNumber: contact.gstNumber,
    contactPerson: contact.contactPerson,
    emails: joinList(contact.emails),
    phones: joinList(contact.phones),
    billingLine1: billing?.line1 ?? '',
    billingLine2: billing?.line2 ?? '',
    billingPostalCode: billing?.postalCode ?? '',
    billingCountry: billing?.country ?? '',
    deliveryLine1: delivery?.line1 ?? '',
    deliveryLine2: delivery?.line2 ?? '',
    deliveryPostalCode: delivery?.postalCode ?? '',
    deliveryCountry: delivery?.country ?? '',
    paymentTermsDays: contact.paymentTermsDays === null ? '' : String(contact.paymentTermsDays),
    currency: contact.currency,
    notes: contact.notes,
    tags: joinList(contact.tags),
    archived: contact.archived ? 'yes' : 'no',
  };
}

/** An imported row as the contact it makes, for `contactCells` (not archived unless it says). */
export function contactOfRow({ contact, archived }: ContactImportRow): ContactForCsv {
  const { acceptUenWarning: _a, ...values } = contact;
  return { ...values, archived: archived ?? false };
}

/** The identity a file row answers to (see `contactIdentity`), read before any check. */
export function contactIdentityOfCells(cells: CsvCells): string {
  return contactIdentity({
    uen: normaliseUen(cells.uen ?? ''),
    emails: splitList(cells.emails ?? ''),
    name: cells.name ?? '',
  });
}

/** A contact as one CSV row, under the export headers (which the import recognises). */
export function contactToCsv(contact: ContactRecord): Record<string, string> {
  const values = contactCells(contact);
  return Object.fromEntries([
    ['ID', contact.id],
    ...CONTACT_CSV_FIELDS.map((f) => [f.label, values[f.key] ?? '']),
  ]);
}
