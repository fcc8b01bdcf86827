import type { DocumentPatch, DocumentRecord } from '@kira/core/documents';
import { settlesInvoices } from '@kira/core/money-kinds';
import { decideDocument } from '@kira/core/policies/document-policy';
import { and, eq } from 'drizzle-orm';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { documents } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { columnsOf, writeAllocations } from '../store/draft-rows.ts';
import { lockDocument, lockDocumentWithParts } from '../store/read-document.ts';
import { writeLinesAndTotals } from './draft-amounts.ts';
import {
  checkAccount,
  checkReferences,
  checkSettled,
  outOfScopeWhenRefund,
} from './draft-references.ts';
import { loadDocument, loadFresh } from './load-document.ts';

/** Changes a draft: lines given replace its lines; issued documents never change. */

export async function updateDraft(
  access: RequestAccess,
  id: string,
  patch: DocumentPatch,
): Promise<DocumentRecord> {
  return access.scope.transaction(async (t) => {
    const { row, own } = await lockDocumentWithParts(t, id);
    enforce(decideDocument(access, row, 'edit'));
    if (patch.allocations && patch.allocations.length > 0 && row.kind !== 'receipt')
      throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
    const before = await loadDocument(t, row, own);
    await checkReferences(t, patch);
    await checkAccount(t, row.kind, patch.accountId);
    await t.tx
      .update(documents)
      .set({ ...columnsOf(patch), updatedAt: new Date(), updatedBy: t.ctx.userId })
      .where(and(t.owns(documents.tenantId), eq(documents.id, id)));
    const merged = await lockDocument(t, id);
    await writeLinesAndTotals(
      t,
      {
        ...merged,
        documentDiscount:
          merged.discountKind && merged.discountValue !== null
            ? { kind: merged.discountKind, value: merged.discountValue }
            : null,
      },
      outOfScopeWhenRefund(row.kind, patch.lines ?? before.lines.map((line) => ({ ...line }))),
      undefined,
      before.adjusts,
    );
    if (patch.allocations) {
      await checkSettled(t, merged, patch.allocations);
      await writeAllocations(t, merged, patch.allocations);
    }
    // A receipt or credit note given another contact or currency keeps what it settles only if
    // it may still settle it.
    else if (
      settlesInvoices(row.kind) &&
      (merged.contactId !== row.contactId || merged.currency !== row.currency)
    )
      await checkSettled(t, merged, before.allocations);
    const after = await loadFresh(t, id);
    await recordAudit(t, {
      entity: 'document',
      entityId: id,
      action: 'update',
      before: auditedDocument(before),
      after: auditedDocument(after),
    });
    return after;
  });
}
