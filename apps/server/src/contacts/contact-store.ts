import {
  type Address,
  type AddressInput,
  type ContactListItem,
  type ContactRecord,
  type CreateContact,
  uenWarningOf,
} from '@kira/core/contacts';
import type { Access } from '@kira/core/permissions';
import { type ContactAbilities, contactAbilities } from '@kira/core/policies/contact-policy';
import { gstNumberKey } from '@kira/core/singapore-identifiers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contactAddresses, contacts, documents } from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';

export type ContactRow = typeof contacts.$inferSelect;
/** The columns a contact shows (not its search text or authors). */
export type ShownContactRow = Omit<ContactRow, 'searchText' | 'createdBy' | 'updatedBy'>;
type AddressRow = typeof contactAddresses.$inferSelect;
export type ContactValues = Omit<CreateContact, 'acceptUenWarning'>;

/**
 * What the quick filter searches: name, UEN, GST number (as typed and without punctuation),
 * person, e-mails and phones, lower-cased.
 */
export function searchTextOf(contact: Omit<ContactValues, 'billingAddress' | 'deliveryAddress'>) {
  const phonesDigits = contact.phones.map((phone) => phone.replace(/\D/g, ''));
  return [
    contact.name,
    contact.uen,
    contact.gstNumber,
    gstNumberKey(contact.gstNumber),
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

export function toContact(row: ShownContactRow, addresses: ContactAddresses): ContactRecord {
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

/** A contact as the API answers with it: with what this user may do to it now (its policy). */
export function withAbilities<T extends Pick<ContactRecord, 'role' | 'archived'>>(
  access: Access,
  contact: T,
  inUse: boolean,
): T & { abilities: ContactAbilities } {
  return { ...contact, abilities: contactAbilities(access, { ...contact, inUse }) };
}

/**
 * Whether documents refer to the contact of a row of `contacts`, as a column of a select on
 * it: one probe of the documents' contact index.
 */
export const inUseColumn = sql<boolean>`exists (select 1 from ${documents} where ${documents.tenantId} = ${contacts.tenantId} and ${documents.contactId} = ${contacts.id})`;

/** Whether documents refer to a contact (they keep it from being deleted). */
export async function contactInUse(t: TenantSession, id: string): Promise<boolean> {
  const [row] = await t.tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(t.owns(documents.tenantId), eq(documents.contactId, id)))
    .limit(1);
  return row !== undefined;
}

export function toContactListItem(
  access: Access,
  {
    updatedAt,
    inUse,
    ...row
  }: Omit<ContactListItem, 'updatedAt' | 'abilities' | 'balance' | 'balances'> & {
    updatedAt: Date;
    inUse: boolean;
  },
): Omit<ContactListItem, 'balance' | 'balances'> {
  return withAbilities(access, { ...row, updatedAt: updatedAt.toISOString() }, inUse);
}

/** The addresses of some contacts of one company. */
export async function addressesOf(t: TenantSession, contactIds: string[]): Promise<AddressRow[]> {
  if (contactIds.length === 0) return [];
  return t.tx
    .select()
    .from(contactAddresses)
    .where(and(t.owns(contactAddresses.tenantId), inArray(contactAddresses.contactId, contactIds)));
}

/** A contact of this company, locked for the change about to be made; 404 otherwise. */
export async function lockContact(t: TenantTransaction, id: string): Promise<ContactRecord> {
  const [row] = await t.tx
    .select()
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `No contact ${id}`);
  return toContact(row, addressesOfContact(await addressesOf(t, [id]), id));
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
export function auditedContact(contact: ContactRecord | ContactValues) {
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
