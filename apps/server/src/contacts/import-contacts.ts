import { isDeepStrictEqual } from 'node:util';
import type { ContactRecord, ContactRole } from '@kira/core/contacts';
import {
  CONTACT_CSV_FIELDS,
  type ContactImportRow,
  contactCells,
  contactFromCsv,
  contactIdentity,
  contactIdentityOfCells,
  contactOfRow,
  describeContactIdentity,
} from '@kira/core/contacts-csv';
import { decideContact } from '@kira/core/policies/contact-policy';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { type AuditEntry, recordAudits } from '../audit/record-audit.ts';
import { contactAddresses, contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import type { Importer } from '../imports/importer.ts';

type AddressRow = typeof contactAddresses.$inferSelect;

import {
  addressesOf,
  addressesOfContact,
  auditedContact,
  contactColumns,
  saveAddress,
  toContact,
} from './contact-store.ts';

/** How contact rows are imported: the book's rules, matched by UEN, e-mail or name. */
export function contactImporter(access: RequestAccess): Importer<ContactImportRow, ContactRecord> {
  // Whether the contact policy lets this user write a contact of `role` (its other facts do
  // not matter to adding or changing one).
  const refusalFor = (role: ContactRole) => {
    const decision = decideContact(access, 'edit', { role, archived: false, inUse: false });
    return decision.allowed
      ? undefined
      : `${role === 'supplier' ? 'Suppliers' : 'Customers'}: ${decision.reason}`;
  };
  return {
    fields: CONTACT_CSV_FIELDS,
    noun: 'contact',
    fromCsv: contactFromCsv,
    identityOf: (row) => contactIdentity(row.contact),
    identityOfCells: contactIdentityOfCells,
    describeIdentity: describeContactIdentity,
    cellsOfStored: contactCells,
    cellsOfValue: (row) => contactCells(contactOfRow(row)),
    // Changing a contact needs the write access of the role it has and of the role it gets.
    refusal: (row, stored) => (stored && refusalFor(stored.role)) ?? refusalFor(row.contact.role),
    loadIndex: async (t) => {
      const rows = await t.tx
        .select({
          id: contacts.id,
          uen: contacts.uen,
          emails: contacts.emails,
          name: contacts.name,
        })
        .from(contacts)
        .where(t.owns(contacts.tenantId));
      const byKey = new Map<string, string>();
      // Later keys never replace earlier ones: the oldest contact wins a shared e-mail or name.
      const add = (key: string, id: string) => {
        if (!byKey.has(key)) byKey.set(key, id);
      };
      for (const row of rows) {
        if (row.uen) add(`uen:${row.uen}`, row.id);
        const [email] = row.emails;
        if (email) add(`email:${email.toLowerCase()}`, row.id);
        add(`name:${row.name.trim().toLowerCase()}`, row.id);
      }
      return byKey;
    },
    loadRecords: async (t, ids, lock) => {
      const query = t.tx
        .select()
        .from(contacts)
        .where(and(t.owns(contacts.tenantId), inArray(contacts.id, ids)));
      const rows = lock ? await query.for('update') : await query;
      const addresses = new Map<string, AddressRow[]>();
      for (const address of await addressesOf(t, ids)) {
        addresses.set(address.contactId, [...(addresses.get(address.contactId) ?? []), address]);
      }
      return new Map(
        rows.map((row) => [
          row.id,
          toContact(row, addressesOfContact(addresses.get(row.id) ?? [], row.id)),
        ]),
      );
    },
    createMany: (t, rows) => createContacts(t, rows, 'import'),
    update: updateFromRow,
  };
}

/** Adds many contacts at once (an import, the demo's seed), each audited with `action`. */
export async function createContacts(
  t: TenantTransaction,
  rows: ContactImportRow[],
  action: 'import' | 'seed',
) {
  const made = rows.map(({ contact, archived }) => {
    const { acceptUenWarning: _a, ...values } = contact;
    return { id: ids.next('contact'), values, archived: archived ?? false };
  });
  await t.tx.insert(contacts).values(
    made.map(({ id, values, archived }) => ({
      tenantId: t.ctx.tenantId,
      id,
      ...contactColumns(values),
      archived,
      createdBy: t.ctx.userId,
      updatedBy: t.ctx.userId,
    })),
  );
  const addresses = made.flatMap(({ id, values }) =>
    (['billing', 'delivery'] as const).flatMap((kind) => {
      const address = kind === 'billing' ? values.billingAddress : values.deliveryAddress;
      return address
        ? [{ tenantId: t.ctx.tenantId, id: ids.next('address'), contactId: id, kind, ...address }]
        : [];
    }),
  );
  if (addresses.length > 0) await t.tx.insert(contactAddresses).values(addresses);
  await recordAudits(
    t,
    made.map(({ id, values, archived }) => ({
      entity: 'contact',
      entityId: id,
      action,
      after: { ...auditedContact(values), archived },
    })),
  );
}

/** Writes an imported row over the contact it matched (every field: the row was merged). */
async function updateFromRow(
  t: TenantTransaction,
  stored: ContactRecord,
  { contact, archived }: ContactImportRow,
): Promise<AuditEntry> {
  const { acceptUenWarning: _a, ...values } = contact;
  const before = { ...auditedContact(stored), archived: stored.archived };
  const after = { ...auditedContact(values), archived: archived ?? stored.archived };
  await t.tx
    .update(contacts)
    .set({
      ...contactColumns(values),
      archived: after.archived,
      updatedAt: new Date(),
      updatedBy: t.ctx.userId,
    })
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, stored.id)));
  if (!isDeepStrictEqual(before.billingAddress, after.billingAddress))
    await saveAddress(t, stored.id, 'billing', values.billingAddress);
  if (!isDeepStrictEqual(before.deliveryAddress, after.deliveryAddress))
    await saveAddress(t, stored.id, 'delivery', values.deliveryAddress);
  return { entity: 'contact', entityId: stored.id, action: 'import', before, after };
}
