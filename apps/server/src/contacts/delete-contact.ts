import { contactWriteAction } from '@kira/core/contacts';
import { and, eq } from 'drizzle-orm';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refusedWhileReferenced } from '../db/foreign-key.ts';
import { contacts } from '../db/schema/index.ts';
import { auditedContact, lockContact } from './contact-store.ts';

export const MSG_CONTACT_IN_USE =
  'Documents refer to this contact, so it cannot be deleted: archive it instead.';

/**
 * Deletes a contact no document refers to. Documents reference contacts by foreign key
 * (ON DELETE RESTRICT), so the database itself refuses while any does: that becomes a 409.
 */
export async function deleteContact(access: RequestAccess, id: string): Promise<void> {
  await refusedWhileReferenced(MSG_CONTACT_IN_USE, () =>
    access.scope.transaction(async (t) => {
      const before = await lockContact(t, id);
      assertAllowed(access, contactWriteAction(before.role));
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
