import {
  type Address,
  type AddressInput,
  type Contact,
  type ContactListItem,
  type CreateContact,
  uenWarningOf,
} from '@kira/core/contacts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { contactAddresses, contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';

export type ContactRow = typeof contacts.$inferSelect;
/** The columns a contact shows (not its search text or authors). */
export type ShownContactRow = Omit<ContactRow, 'searchText' | 'createdBy' | 'updatedBy'>;
type AddressRow = typeof contactAddresses.$inferSelect;
export type ContactValues = Omit<CreateContact, 'acceptUenWarning'>;

/** What the quick filter searches: name, UEN, person, e-mails and phones, lower-cased. */
export function searchTextOf(contact: Omit<ContactValues, 'billingAddress' | 'deliveryAddress'>) {
  const phonesDigits = contact.phones.map((phone) => phone.replace(/\D/g, ''));
  return [
    contact.name,
    contact.uen,
    contact.contactPerson,
    ...contact.emails,
    ...contact.phones,
    ...phonesDigits,
  ]
    .join(' ')
    .toLowerCase();
}

/** The columns of a contact (addresses are rows of their own). */
export function contactColumns(values: ContactValues) {
  const { billingAddress: _b, deliveryAddress: _d, ...columns } = values;
  return { ...columns, searchText: searchTextOf(columns) };
}

/** The columns an address shows. */
export type ShownAddressRow = Pick<AddressRow, 'id' | 'line1' | 'line2' | 'postalCode' | 'country'>;
export interface ContactAddresses {
  billing: ShownAddressRow | null;
  delivery: ShownAddressRow | null;
}

/** A contact's addresses among the address rows of several contacts. */
export function addressesOfContact(rows: AddressRow[], contactId: string): ContactAddresses {
  const find = (kind: AddressRow['kind']) =>
    rows.find((row) => row.contactId === contactId && row.kind === kind) ?? null;
  return { billing: find('billing'), delivery: find('delivery') };
}

function toAddress(row: ShownAddressRow | null): Address | null {
  if (!row) return null;
  return {
    id: row.id,
    line1: row.line1,
    line2: row.line2,
    postalCode: row.postalCode,
    country: row.country,
  };
}

export function toContact(row: ShownContactRow, addresses: ContactAddresses): Contact {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    uen: row.uen,
    uenWarning: uenWarningOf(row.uen) ?? null,
    gstNumber: row.gstNumber,
    contactPerson: row.contactPerson,
    emails: row.emails,
    phones: row.phones,
    billingAddress: toAddress(addresses.billing),
    deliveryAddress: toAddress(addresses.delivery),
    paymentTermsDays: row.paymentTermsDays,
    currency: row.currency,
    notes: row.notes,
    tags: row.tags,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContactListItem(
  row: Omit<ContactListItem, 'updatedAt'> & { updatedAt: Date },
): ContactListItem {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The addresses of some contacts of one company. */
export async function addressesOf(
  db: Database | Transaction,
  tenantId: string,
  contactIds: string[],
): Promise<AddressRow[]> {
  if (contactIds.length === 0) return [];
  return db
    .select()
    .from(contactAddresses)
    .where(
      and(eq(contactAddresses.tenantId, tenantId), inArray(contactAddresses.contactId, contactIds)),
    );
}

/** A contact of this company, locked for the change about to be made; 404 otherwise. */
export async function lockContact(t: TenantTransaction, id: string): Promise<Contact> {
  const [row] = await t.tx
    .select()
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No contact ${id}`);
  return toContact(row, addressesOfContact(await addressesOf(t.tx, t.ctx.tenantId, [id]), id));
}

/**
 * Makes a contact's stored address of one kind what it should be: removed for null, changed
 * in place (keeping its id) or added with a new address id.
 */
export async function saveAddress(
  t: TenantTransaction,
  contactId: string,
  kind: 'billing' | 'delivery',
  address: AddressInput | null,
): Promise<void> {
  const where = and(
    t.owns(contactAddresses.tenantId),
    eq(contactAddresses.contactId, contactId),
    eq(contactAddresses.kind, kind),
  );
  if (address === null) {
    await t.tx.delete(contactAddresses).where(where);
    return;
  }
  const updated = await t.tx
    .update(contactAddresses)
    .set(address)
    .where(where)
    .returning({ id: contactAddresses.id });
  if (updated.length > 0) return;
  await t.tx.insert(contactAddresses).values({
    tenantId: t.ctx.tenantId,
    id: ids.next('address'),
    contactId,
    kind,
    ...address,
  });
}

/** A contact as the audit log keeps it: its fields without ids and times. */
export function auditedContact(contact: Contact | ContactValues) {
  const { billingAddress, deliveryAddress } = contact;
  const plain = (address: AddressInput | Address | null) =>
    address && {
      line1: address.line1,
      line2: address.line2,
      postalCode: address.postalCode,
      country: address.country,
    };
  return {
    role: contact.role,
    name: contact.name,
    uen: contact.uen,
    gstNumber: contact.gstNumber,
    contactPerson: contact.contactPerson,
    emails: contact.emails,
    phones: contact.phones,
    billingAddress: plain(billingAddress),
    deliveryAddress: plain(deliveryAddress),
    paymentTermsDays: contact.paymentTermsDays,
    currency: contact.currency,
    notes: contact.notes,
    tags: contact.tags,
    ...('archived' in contact ? { archived: contact.archived } : {}),
  };
}
