import { decideContact, MSG_CONTACT_IN_USE } from '@kira/core/policies/contact-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refusedWhileReferenced } from '../db/foreign-key.ts';
import { contacts } from '../db/schema/index.ts';
import { auditedContact, contactInUse, lockContact } from './contact-store.ts';

/**
 * Deletes a contact no document refers to (the contact policy asks). Documents reference
 * contacts by foreign key (ON DELETE RESTRICT), so the database refuses too, should a document
 * come to refer to it in between: that is the same 409.
 */
export async function deleteContact(access: RequestAccess, id: string): Promise<void> {
  await refusedWhileReferenced(MSG_CONTACT_IN_USE, () =>
    access.scope.transaction(async (t) => {
      const before = await lockContact(t, id);
      enforce(decideContact(access, 'delete', { ...before, inUse: await contactInUse(t, id) }));
      await t.tx.delete(contacts).where(and(t.owns(contacts.tenantId), eq(contacts.id, id)));
      await recordAudit(t, {
        entity: 'contact',
        entityId: id,
        action: 'delete',
        before: auditedContact(before),
      });
    }),
  );
}
