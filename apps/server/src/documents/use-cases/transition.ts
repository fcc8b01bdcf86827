import { TRANSITIONS, type TransitionName } from '@kira/core/document-lifecycle';
import type { DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { documents } from '../../db/schema/index.ts';
import { lockDocument } from '../store/read-document.ts';
import { loadFresh } from './load-document.ts';

/** Marks an issued document accepted, declined, completed, delivered or received. */

export async function transitionDocument(
  access: RequestAccess,
  id: string,
  name: TransitionName,
): Promise<DocumentRecord> {
  return access.scope.transaction(async (t) => {
    const row = await lockDocument(t, id);
    enforce(decideDocument(access, row, { transition: name }));
    const to = TRANSITIONS[name].to;
    await t.tx
      .update(documents)
      .set({ status: to, updatedAt: new Date(), updatedBy: t.ctx.userId })
      .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
    await recordAudit(t, {
      entity: 'document',
      entityId: id,
      action: name,
      before: { status: row.status },
      after: { status: to },
    });
    return loadFresh(t, id);
  });
}
