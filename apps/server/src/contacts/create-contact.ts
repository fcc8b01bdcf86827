import type { Contact, CreateContact } from '@kira/core/contacts';
import { decideContact } from '@kira/core/policies/contact-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { contacts } from '../db/schema/index.ts';
import { ids } from '../ids.ts';
import { balancesOfNewContact } from './contact-balance.ts';
import {
  auditedContact,
  contactColumns,
  lockContact,
  saveAddress,
  withAbilities,
} from './contact-store.ts';

/** Adds a contact to the active company's book, with its addresses. */
export async function createContact(access: RequestAccess, input: CreateContact): Promise<Contact> {
  enforce(decideContact(access, 'create', { role: input.role, archived: false, inUse: false }));
  const { acceptUenWarning: _accepted, ...values } = input;
  return access.scope.transaction(async (t) => {
    const id = ids.next('contact');
    await t.tx.insert(contacts).values({
      tenantId: t.ctx.tenantId,
      id,
      ...contactColumns(values),
      createdBy: t.ctx.userId,
      updatedBy: t.ctx.userId,
    });
    await saveAddress(t, id, 'billing', values.billingAddress);
    await saveAddress(t, id, 'delivery', values.deliveryAddress);
    const contact = await lockContact(t, id);
    await recordAudit(t, {
      entity: 'contact',
      entityId: id,
      action: 'create',
      after: auditedContact(contact),
    });
    // No document can refer to a contact made a moment ago.
    return { ...withAbilities(access, contact, false), ...balancesOfNewContact(access) };
  });
}
