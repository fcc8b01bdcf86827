import {
  CONTACT_CSV_FIELDS,
  type ContactImportRow,
  contactFromCsv,
  contactIdentity,
  describeContactIdentity,
} from '@kira/core/contacts-csv';
import type { ImportEntity } from './import-entity.ts';
import { roleLabelOf } from './import-labels.ts';

export const CONTACT_IMPORT: ImportEntity<ContactImportRow> = {
  key: 'contacts',
  title: 'Import contacts',
  plural: 'contacts',
  singular: 'contact',
  fields: CONTACT_CSV_FIELDS,
  fromCsv: contactFromCsv,
  identityOf: (row) => contactIdentity(row.contact),
  describeIdentity: describeContactIdentity,
  columns: [
    { label: 'Role', value: (row) => roleLabelOf(row.contact.role) },
    { label: 'Name', value: (row) => row.contact.name },
    { label: 'UEN', value: (row) => row.contact.uen },
    { label: 'E-mails', value: (row) => row.contact.emails.join('; ') },
    { label: 'Phones', value: (row) => row.contact.phones.join('; ') },
    { label: 'Postal code', value: (row) => row.contact.billingAddress?.postalCode ?? '' },
    { label: 'Tags', value: (row) => row.contact.tags.join('; ') },
  ],
  endpoint: '/api/contacts/import',
  listPath: '/contactbook/',
  listName: 'Contact Book',
  ability: 'contacts.write',
  matching:
    'A row for a contact already in the book updates it: by UEN when the row has one, else by its first e-mail, else by name.',
};
