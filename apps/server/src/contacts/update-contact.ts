import type { Contact, ContactPatch, ContactRecord } from '@kira/core/contacts';
import { decideContact } from '@kira/core/policies/contact-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { contacts } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { withBalance } from './contact-balance.ts';
import {
  auditedContact,
  contactColumns,
  contactInUse,
  lockContact,
  saveAddress,
  withAbilities,
} from './contact-store.ts';

/** Changes some fields of a contact; needs the write action of its role before and after. */
export async function updateContact(
  access: RequestAccess,
  id: string,
  patch: ContactPatch,
): Promise<Contact> {
  const { acceptUenWarning: _accepted, ...changes } = patch;
  return access.scope.transaction(async (t) => {
    const before = await lockContact(t, id);
    const inUse = await contactInUse(t, id);
    enforce(decideContact(access, 'edit', { ...before, inUse }));
    // A new role needs its own write access too: the contact is edited into it.
    if (changes.role) enforce(decideContact(access, 'edit', { ...before, inUse, ...changes }));
    const {
      id: _id,
      uenWarning: _w,
      archived: _a,
      createdAt: _c,
      updatedAt: _u,
      ...current
    } = before;
    const after = { ...current, ...changes };
    await t.tx
      .update(contacts)
      .set({ ...contactColumns(after), updatedAt: new Date(), updatedBy: t.ctx.userId })
      .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)));
    if (changes.billingAddress !== undefined)
      await saveAddress(t, id, 'billing', changes.billingAddress);
    if (changes.deliveryAddress !== undefined)
      await saveAddress(t, id, 'delivery', changes.deliveryAddress);
    const updated = await audited(t, before, 'update');
    return withBalance(access, t, withAbilities(access, updated, inUse));
  });
}

/** Archives or restores a contact: archived contacts leave the book's default view. */
export async function setContactArchived(
  access: RequestAccess,
  id: string,
  archived: boolean,
): Promise<Contact> {
  return access.scope.transaction(async (t) => {
    const before = await lockContact(t, id);
    const inUse = await contactInUse(t, id);
    enforce(decideContact(access, 'archive', { ...before, inUse }));
    if (before.archived === archived)
      return withBalance(access, t, withAbilities(access, before, inUse));
    await t.tx
      .update(contacts)
      .set({ archived, updatedAt: new Date(), updatedBy: t.ctx.userId })
      .where(and(t.owns(contacts.tenantId), eq(contacts.id, id)));
    const after = await audited(t, before, archived ? 'archive' : 'restore');
    return withBalance(access, t, withAbilities(access, after, inUse));
  });
}

async function audited(
  t: TenantTransaction,
  before: ContactRecord,
  action: string,
): Promise<ContactRecord> {
  const after = await lockContact(t, before.id);
  await recordAudit(t, {
    entity: 'contact',
    entityId: before.id,
    action,
    before: auditedContact(before),
    after: auditedContact(after),
  });
  return after;
}
