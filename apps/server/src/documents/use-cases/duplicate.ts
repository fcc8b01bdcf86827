import { todayInSingapore } from '@kira/core/dates';
import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { AppError } from '../../http/app-error.ts';
import { copiedLines } from '../compose/copied-lines.ts';
import { readDocument } from '../store/read-document.ts';
import { createDraft } from './create-draft.ts';
import { loadDocument } from './load-document.ts';

/**
 * A new draft of the same kind as a document the user may read, started the way any draft is
 * (`createDraft`, so every rule of a new draft applies): the same contact, lines, amounts'
 * settings and texts, dated today, its dates after the issue date left to refill from its
 * terms. Not copied: the number, the link to a source, a receipt's allocations, attachments.
 * Allowed by the policy's `duplicate`, the decision the document's `abilities.duplicate` shows.
 */
export async function duplicateDocument(
  access: RequestAccess,
  id: string,
): Promise<DocumentRecord> {
  const t = access.scope.statements;
  const found = await readDocument(t, id);
  if (!found) throw new AppError('NOT_FOUND', `No document ${id}`);
  enforce(decideDocument(access, found.row, 'duplicate'));
  const source = await loadDocument(t, found.row, found.own);
  return createDraft(access, copyOf(source), { auditAction: 'duplicate' });
}

function copyOf(source: DocumentRecord): CreateDocument {
  return {
    kind: source.kind,
    contactId: source.contactId,
    issueDate: todayInSingapore(),
    dueDate: null,
    validUntil: null,
    deliveryDate: null,
    currency: source.currency,
    exchangeRate: source.exchangeRate,
    reference: source.reference,
    pricesIncludeGst: source.pricesIncludeGst,
    documentDiscount: source.documentDiscount,
    lines: copiedLines(source.lines),
    notes: source.notes,
    terms: source.terms,
    // Stored as they were checked when written.
    expenseCategory: source.expenseCategory as CreateDocument['expenseCategory'],
    paymentMethod: source.paymentMethod as CreateDocument['paymentMethod'],
    // The copy goes through the default account unless one is chosen: the source's may be archived.
    accountId: null,
    allocations: [],
  };
}
