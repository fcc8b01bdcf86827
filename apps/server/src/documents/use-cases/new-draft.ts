import { todayInSingapore } from '@kira/core/dates';
import { type AdjustedInvoice, documentTotals } from '@kira/core/document-amounts';
import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { settlesInvoices } from '@kira/core/money-kinds';
import { auditRow, recordAudit } from '../../audit/record-audit.ts';
import { foreignKeyName } from '../../db/foreign-key.ts';
import { numericText } from '../../db/numeric-text.ts';
import { documentLines, documents } from '../../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/app-error.ts';
import { ids } from '../../ids.ts';
import { auditedDocument } from '../compose/audited-document.ts';
import { composeDocument } from '../compose/compose-document.ts';
import { amountColumns } from '../compose/document-amounts.ts';
import { companyContextOf, type TaxSettings } from '../store/company-context.ts';
import {
  type DraftValues,
  lineRowsOf,
  newDraftRow,
  type PreparedDraft,
  writeAllocations,
} from '../store/draft-rows.ts';
import { writePlainDraftRows } from '../store/plain-draft.ts';
import {
  checkAccount,
  checkProducts,
  checkSettled,
  noSuchContact,
  outOfScopeWhenRefund,
} from './draft-references.ts';
import { loadFresh } from './load-document.ts';

export const DOCUMENT_CONTACT_KEY = foreignKeyName(documents, [
  documents.tenantId,
  documents.contactId,
]);

/**
 * Inserts a new draft with its lines (and a receipt's allocations), and its audit record; a
 * credit note's amounts with the invoice it adjusts (`adjusts`); a receipt in another currency
 * received in SGD with what was received (`sgdReceived`).
 */
export async function insertDraft(
  t: TenantTransaction,
  input: CreateDocument,
  sourceId: string | null,
  auditAction: string,
  adjusts: AdjustedInvoice | null = null,
  sgdReceived?: string,
): Promise<DocumentRecord> {
  const draft = await prepareDraft(t, input, sourceId, undefined, adjusts);
  // A receipt's allocations and a conversion's source are read back for the chain.
  if (input.kind !== 'receipt' && !sourceId) return writePlainDraft(t, draft, auditAction);
  const { lines, values } = draft;
  const row = sgdReceived
    ? { ...draft.row, sgdReceived: numericText(sgdReceived, documents.sgdReceived) }
    : draft.row;
  await t.tx.insert(documents).values(row);
  if (lines.length > 0) await t.tx.insert(documentLines).values(lines);
  if (settlesInvoices(input.kind)) await checkSettled(t, row, values.allocations);
  if (input.kind === 'receipt') await writeAllocations(t, row, values.allocations);
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
  adjusts: AdjustedInvoice | null = null,
): Promise<PreparedDraft> {
  if (input.allocations.length > 0 && input.kind !== 'receipt')
    throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
  await checkAccount(t, input.kind, input.accountId);
  const values: DraftValues = {
    ...input,
    lines: outOfScopeWhenRefund(input.kind, input.lines),
    issueDate: input.issueDate ?? todayInSingapore(),
  };
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
      adjusts,
    },
    settings,
  );
  const row = newDraftRow(t, { id, kind, values, sourceId }, amountColumns(kind, settings, totals));
  const lines = lineRowsOf(t.ctx.tenantId, id, values.lines, totals);
  return { values, row, lines, taxes: totals.taxes };
}

/**
 * A draft with nothing else yet (no allocations, no source), written with its audit record in
 * one statement; the answer is built from the rows written.
 */
export async function writePlainDraft(
  t: TenantSession,
  draft: PreparedDraft,
  auditAction: string,
): Promise<DocumentRecord> {
  const { row, lines, taxes } = draft;
  const document = composeDocument(
    row,
    { lines, allocations: [], attachments: [], sends: [], derived: [], linked: [] },
    taxes,
  );
  const audit = auditRow(t, {
    entity: 'document',
    entityId: row.id,
    action: auditAction,
    after: auditedDocument(document),
  });
  if (!audit) throw new Error('A new draft always has an audit record');
  await writePlainDraftRows(t, draft, audit);
  return document;
}
