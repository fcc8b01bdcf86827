import { type Contact, type CreateContact, contactWriteAction } from '@kira/core/contacts';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { contacts } from '../db/schema/index.ts';
import { ids } from '../ids.ts';
import { auditedContact, contactColumns, lockContact, saveAddress } from './contact-store.ts';

/** Adds a contact to the active company's book, with its addresses. */
export async function createContact(access: RequestAccess, input: CreateContact): Promise<Contact> {
  assertAllowed(access, contactWriteAction(input.role));
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
    return contact;
  });
}
