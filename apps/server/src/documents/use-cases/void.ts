import { describeCreditInUse } from '@kira/core/credit';
import type { DocumentRecord } from '@kira/core/documents';
import { movesMoney, settlesInvoices } from '@kira/core/money-kinds';
import { decideDocument, decideVoidOf } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { creditInUseOf } from '../../credit/credit-in-use.ts';
import { withRetry } from '../../db/retry.ts';
import { documents } from '../../db/schema/index.ts';
import { composeDocument, taxSummaryOf } from '../compose/compose-document.ts';
import { moneyEvent, withChanged } from '../money-events.ts';
import { taxSettingsOf } from '../store/company-context.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import { loadParts, lockDocumentWithParts } from '../store/read-document.ts';

/**
 * Voids an issued document, with the reason; what it settled is given back (`moneyEvent`, for
 * the kinds that move money, with the company's settings the ledger will post with).
 */
export async function voidDocument(
  access: RequestAccess,
  id: string,
  reason: string,
): Promise<DocumentRecord> {
  return withRetry(() =>
    access.scope.transaction(async (t) => {
      const { row, own } = await lockDocumentWithParts(t, id);
      enforce(decideDocument(access, row, 'void'));
      // Credit a receipt or credit note gave that is applied or refunded is undone first.
      if (settlesInvoices(row.kind)) {
        const creditInUse = describeCreditInUse(await creditInUseOf(t, id));
        if (creditInUse) enforce(decideVoidOf(row, creditInUse));
      }
      const parts = await loadParts(t, row, own, { lockLinked: settlesInvoices(row.kind) });
      const settings = movesMoney(row.kind) ? await taxSettingsOf(t) : undefined;
      const moved = settings
        ? await moneyEvent(t, {
            event: 'voided',
            document: row,
            lines: parts.lines,
            taxes: taxSummaryOf(row, parts.lines),
            allocations: parts.allocations,
            settings,
            settles: parts.linked,
          })
        : { settled: row.settled, changed: [] };
      const at = new Date();
      const voided: DocumentRow = {
        ...row,
        status: 'void',
        settled: moved.settled,
        voidReason: reason,
        voidedAt: at,
        voidedBy: t.ctx.userId,
        updatedAt: at,
        updatedBy: t.ctx.userId,
      };
      await t.tx
        .update(documents)
        .set({
          status: voided.status,
          settled: voided.settled,
          voidReason: reason,
          voidedAt: at,
          voidedBy: voided.voidedBy,
          updatedAt: at,
          updatedBy: voided.updatedBy,
        })
        .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'void',
        before: { status: row.status },
        after: { status: 'void', voidReason: reason },
      });
      return composeDocument(voided, {
        ...parts,
        linked: withChanged(parts.linked, moved.changed),
      });
    }),
  );
}
