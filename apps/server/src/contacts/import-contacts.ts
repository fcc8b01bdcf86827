import { type ContactRole, contactWriteAction } from '@kira/core/contacts';
import {
  CONTACT_CSV_FIELDS,
  type ContactImportRow,
  contactFromCsv,
  contactIdentity,
  describeContactIdentity,
  mappedContactFields,
} from '@kira/core/contacts-csv';
import type { ColumnMapping } from '@kira/core/csv-import';
import { decideAccess } from '@kira/core/permissions';
import { and, eq } from 'drizzle-orm';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudits } from '../audit/record-audit.ts';
import { contactAddresses, contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ids } from '../ids.ts';
import type { Importer } from '../imports/run-import.ts';
import {
  addressesOf,
  addressesOfContact,
  auditedContact,
  contactColumns,
  saveAddress,
  toContact,
} from './contact-store.ts';

interface ExistingContact {
  id: string;
  role: ContactRole;
}

/** How contact rows are imported: the book's rules, matched by UEN, e-mail or name. */
export function contactImporter(
  access: RequestAccess,
  mapping: ColumnMapping,
): Importer<ContactImportRow, ExistingContact> {
  const mapped = mappedContactFields(mapping);
  const refusalFor = (role: ContactRole) => {
    const decision = decideAccess(access, contactWriteAction(role));
    return decision.allowed
      ? undefined
      : `${role === 'supplier' ? 'Suppliers' : 'Customers'}: ${decision.reason}`;
  };
  return {
    fields: CONTACT_CSV_FIELDS,
    fromCsv: contactFromCsv,
    identityOf: (row) => contactIdentity(row.contact),
    describeIdentity: describeContactIdentity,
    refusal: (row, existing) =>
      (existing && refusalFor(existing.role)) ??
      (existing && !mapped.has('role') ? undefined : refusalFor(row.contact.role)),
    loadExisting: async (t) => {
      const rows = await t.tx
        .select({
          id: contacts.id,
          role: contacts.role,
          uen: contacts.uen,
          emails: contacts.emails,
          name: contacts.name,
        })
        .from(contacts)
        .where(t.owns(contacts.tenantId));
      const byKey = new Map<string, ExistingContact>();
      // Later keys never replace earlier ones: the oldest contact wins a shared e-mail or name.
      const add = (key: string, contact: ExistingContact) => {
        if (!byKey.has(key)) byKey.set(key, contact);
      };
      for (const row of rows) {
        const contact = { id: row.id, role: row.role };
        if (row.uen) add(`uen:${row.uen}`, contact);
        const [email] = row.emails;
        if (email) add(`email:${email.toLowerCase()}`, contact);
        add(`name:${row.name.trim().toLowerCase()}`, contact);
      }
      return byKey;
    },
    createMany: (t, rows) => createContacts(t, rows, 'import'),
    update: async (t, existing, row) => updateFromRow(t, existing.id, row, mapped),
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

async function updateFromRow(
  t: TenantTransaction,
  id: string,
  { contact, archived }: ContactImportRow,
  mapped: Set<string>,
): Promise<boolean> {
  const [row] = await t.tx
    .select()
    .from(contacts)
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)))
    .for('update');
  if (!row) return false;
  const before = toContact(
    row,
    addressesOfContact(await addressesOf(t.tx, t.ctx.tenantId, [id]), id),
  );
  const { acceptUenWarning: _a, ...values } = contact;
  const changes = Object.fromEntries(
    Object.entries(values).filter(([key]) => mapped.has(key)),
  ) as Partial<typeof values>;
  const after = {
    ...auditedContact(before),
    ...auditedContact({ ...before, ...changes }),
    archived: mapped.has('archived') && archived !== undefined ? archived : before.archived,
  };
  const old = { ...auditedContact(before), archived: before.archived };
  if (JSON.stringify(old) === JSON.stringify(after)) return false;
  const {
    id: _id,
    uenWarning: _w,
    archived: _was,
    createdAt: _c,
    updatedAt: _u,
    ...current
  } = before;
  await t.tx
    .update(contacts)
    .set({
      ...contactColumns({ ...current, ...changes }),
      archived: after.archived,
      updatedAt: new Date(),
      updatedBy: t.ctx.userId,
    })
    .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)));
  if (changes.billingAddress !== undefined)
    await saveAddress(t, id, 'billing', changes.billingAddress);
  if (changes.deliveryAddress !== undefined)
    await saveAddress(t, id, 'delivery', changes.deliveryAddress);
  await recordAudits(t, [
    { entity: 'contact', entityId: id, action: 'import', before: old, after },
  ]);
  return true;
}
