import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { adjustedInvoice } from '../compose/compose-document.ts';
import { copiedLines } from '../compose/copied-lines.ts';
import { lockDocumentWithParts } from '../store/read-document.ts';
import { loadDocument } from './load-document.ts';
import { insertDraft } from './new-draft.ts';

/** A new draft of another kind from an issued document: contact and lines copied, linked back. */
export async function convertDocument(
  access: RequestAccess,
  id: string,
  kind: DocumentKind,
): Promise<DocumentRecord> {
  return access.scope.transaction(async (t) => {
    const { row, own } = await lockDocumentWithParts(t, id);
    enforce(decideDocument(access, row, { convert: kind }));
    const source = await loadDocument(t, row, own);
    const input: CreateDocument = {
      kind,
      contactId: row.contactId,
      dueDate: null,
      validUntil: null,
      deliveryDate: null,
      currency: row.currency,
      exchangeRate: source.exchangeRate,
      reference: row.reference || (row.number ?? ''),
      pricesIncludeGst: row.pricesIncludeGst,
      documentDiscount: source.documentDiscount,
      lines: copiedLines(source.lines),
      // A credit note's notes are its reason, asked for anew, not the invoice's notes.
      // Nor its terms: those of payment are the invoice's, and a credit note is not paid.
      notes: kind === 'credit' ? '' : row.notes,
      terms: kind === 'credit' ? '' : row.terms,
      expenseCategory: null,
      paymentMethod: null,
      accountId: null,
      allocations: [],
    };
    // A credit note's GST and rounding follow the invoice it adjusts (core's documentTotals).
    const adjusts = kind === 'credit' && row.kind === 'invoice' ? adjustedInvoice(row) : null;
    return insertDraft(t, input, row.id, `convert-from-${row.kind}`, adjusts);
  });
}
