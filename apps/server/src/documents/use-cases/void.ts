import type { DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { withRetry } from '../../db/retry.ts';
import { documents } from '../../db/schema/index.ts';
import { moneyEvent } from '../money-events.ts';
import { lockDocument } from '../store/read-document.ts';
import { loadFresh } from './new-draft.ts';

/** Voids an issued document, with the reason; what it settled is given back. */

export async function voidDocument(
  access: RequestAccess,
  id: string,
  reason: string,
): Promise<DocumentRecord> {
  return withRetry(() =>
    access.scope.transaction(async (t) => {
      const row = await lockDocument(t, id);
      enforce(decideDocument(access, row, 'void'));
      await moneyEvent(t, 'voided', row);
      await t.tx
        .update(documents)
        .set({
          status: 'void',
          voidReason: reason,
          voidedAt: new Date(),
          voidedBy: t.ctx.userId,
          updatedAt: new Date(),
          updatedBy: t.ctx.userId,
        })
        .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'void',
        before: { status: row.status },
        after: { status: 'void', voidReason: reason },
      });
      return loadFresh(t, id);
    }),
  );
}
