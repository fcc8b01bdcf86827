import { todayInSingapore } from '@kira/core/dates';
import { documentTotals } from '@kira/core/document-amounts';
import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { recordAudit } from '../../audit/record-audit.ts';
import { foreignKeyName } from '../../db/foreign-key.ts';
import { documentLines, documents } from '../../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { ids } from '../../ids.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { amountColumns } from '../compose/document-amounts.ts';
import { companyContextOf, type TaxSettings } from '../store/company-context.ts';
import {
  type DraftValues,
  lineRowsOf,
  newDraftRow,
  type PreparedDraft,
  writeAllocations,
} from '../store/draft-rows.ts';
import { writePlainDraft } from '../store/plain-draft.ts';
import { loadDocument, lockDocumentWithParts } from '../store/read-document.ts';
import { checkAllocations, checkProducts, noSuchContact } from './draft-references.ts';

/** The document as it now stands, its row locked until the transaction ends. */
export async function loadFresh(t: TenantTransaction, id: string): Promise<DocumentRecord> {
  const { row, own } = await lockDocumentWithParts(t, id);
  return loadDocument(t, row, own);
}

export const DOCUMENT_CONTACT_KEY = foreignKeyName(documents, [
  documents.tenantId,
  documents.contactId,
]);

/** Inserts a new draft with its lines (and a receipt's allocations), and its audit record. */
export async function insertDraft(
  t: TenantTransaction,
  input: CreateDocument,
  sourceId: string | null,
  auditAction: string,
): Promise<DocumentRecord> {
  const draft = await prepareDraft(t, input, sourceId);
  // A receipt's allocations and a conversion's source are read back for the chain.
  if (input.kind !== 'receipt' && !sourceId) return writePlainDraft(t, draft, auditAction);
  const { row, lines, values } = draft;
  await t.tx.insert(documents).values(row);
  if (lines.length > 0) await t.tx.insert(documentLines).values(lines);
  if (input.kind === 'receipt') {
    await checkAllocations(t, row, values.allocations);
    await writeAllocations(t, row, values.allocations);
  }
  const document = await loadFresh(t, row.id);
  await recordAudit(t, {
    entity: 'document',
    entityId: row.id,
    action: auditAction,
    after: auditedDocument(document),
  });
  return document;
}

/** A new draft's rows, its references checked and its amounts computed (nothing written). */
export async function prepareDraft(
  t: TenantSession,
  input: CreateDocument,
  sourceId: string | null,
  knownSettings?: TaxSettings,
): Promise<PreparedDraft> {
  if (input.allocations.length > 0 && input.kind !== 'receipt')
    throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
  const values: DraftValues = { ...input, issueDate: input.issueDate ?? todayInSingapore() };
  let settings = knownSettings;
  if (!settings) {
    const context = await companyContextOf(t, { contactId: values.contactId });
    if (values.contactId && !context.contact) throw noSuchContact(values.contactId);
    settings = context.settings;
  }
  await checkProducts(t, values.lines);
  const id = ids.next(input.kind);
  const { kind } = input;
  const totals = documentTotals(
    values.lines,
    {
      kind,
      issueDate: values.issueDate,
      pricesIncludeGst: values.pricesIncludeGst,
      documentDiscount: values.documentDiscount,
    },
    settings,
  );
  const row = newDraftRow(t, { id, kind, values, sourceId }, amountColumns(kind, settings, totals));
  const lines = lineRowsOf(t.ctx.tenantId, id, values.lines, totals);
  return { values, row, lines, taxes: totals.taxes };
}
