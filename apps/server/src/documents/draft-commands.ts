import { todayInSingapore } from '@kira/core/dates';
import { decideDraftChange, documentActions } from '@kira/core/document-lifecycle';
import type { DocumentTotals } from '@kira/core/document-totals';
import type {
  CreateDocument,
  Document,
  DocumentLineInput,
  DocumentPatch,
} from '@kira/core/documents';
import { compareMoney } from '@kira/core/money';
import { and, eq, inArray, type WithSubquery } from 'drizzle-orm';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { auditRow, recordAudit } from '../audit/record-audit.ts';
import { foreignKeyName, refersToMissing, refusedWhileReferenced } from '../db/foreign-key.ts';
import { withFreshIds } from '../db/fresh-ids.ts';
import { numericText } from '../db/numeric-text.ts';
import {
  auditLog,
  contacts,
  documentLines,
  documents,
  paymentAllocations,
  products,
} from '../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import { ids } from '../ids.ts';
import {
  companyContextOf,
  composeDocument,
  type DocumentRow,
  type LineRow,
  loadDocumentParts,
  lockDocument,
  lockDocumentWithParts,
  type TaxSettings,
  taxSettingsOf,
  totalsOf,
} from './document-store.ts';
import { assertOwnContactsInvoice } from './money-events.ts';

type DraftValues = Omit<CreateDocument, 'kind' | 'issueDate'> & { issueDate: string };

const noSuchContact = (contactId: string) =>
  new AppError('VALIDATION_FAILED', `No contact ${contactId} in this company`, [
    { field: 'body.contactId', message: 'No such contact' },
  ]);

/** The draft's fields that must point at this company's records. */
async function checkReferences(t: TenantSession, values: Partial<DraftValues>) {
  if (values.contactId) {
    const found = await t.tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(t.owns(contacts.tenantId), eq(contacts.id, values.contactId)));
    if (found.length === 0) throw noSuchContact(values.contactId);
  }
  await checkProducts(t, values.lines ?? []);
}

async function checkProducts(t: TenantSession, lines: readonly DocumentLineInput[]) {
  const productIds = [
    ...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : []))),
  ];
  if (productIds.length > 0) {
    const found = await t.tx
      .select({ id: products.id })
      .from(products)
      .where(and(t.owns(products.tenantId), inArray(products.id, productIds)));
    const missing = productIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `No product or service ${missing[0]} in this company`,
      );
  }
}

type DraftShape = Pick<DocumentRow, 'id' | 'kind' | 'issueDate' | 'pricesIncludeGst'> & {
  documentDiscount: DraftValues['documentDiscount'];
};

/** The document's amount columns, as the shared function computed them. */
function amountColumns(kind: DocumentRow['kind'], settings: TaxSettings, totals: DocumentTotals) {
  return {
    gstRounding: settings.gstRounding,
    cashRounding: settings.cashRounding && kind !== 'credit',
    subtotal: totals.subtotal,
    discount: totals.totalDiscount,
    taxable: totals.taxable,
    tax: totals.tax,
    total: totals.total,
    rounding: totals.rounding,
    payable: totals.payable,
  };
}

/** A draft's line rows as the database gives them back (decimals at their columns' scales). */
function lineRowsOf(
  tenantId: string,
  documentId: string,
  lines: readonly DocumentLineInput[],
  totals: DocumentTotals,
): LineRow[] {
  return lines.map((line, index) => ({
    tenantId,
    documentId,
    position: index + 1,
    productId: line.productId,
    description: line.description,
    quantity: numericText(line.quantity, documentLines.quantity),
    unit: line.unit,
    unitPrice: numericText(line.unitPrice, documentLines.unitPrice),
    discountKind: line.discount?.kind ?? null,
    discountValue: line.discount
      ? numericText(line.discount.value, documentLines.discountValue)
      : null,
    taxCode: line.taxCode,
    taxRate: numericText(totals.lines[index]?.taxRate ?? '0', documentLines.taxRate),
    amount: numericText(totals.lines[index]?.amount ?? '0', documentLines.amount),
    tax: numericText(totals.lines[index]?.tax ?? '0', documentLines.tax),
  }));
}

async function insertLines(
  t: TenantTransaction,
  documentId: string,
  lines: readonly DocumentLineInput[],
  totals: DocumentTotals,
): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  return t.tx
    .insert(documentLines)
    .values(lineRowsOf(t.ctx.tenantId, documentId, lines, totals))
    .returning();
}

/** Writes a draft's lines and amounts, computed again by the shared function. */
export async function writeLinesAndTotals(
  t: TenantTransaction,
  row: DraftShape,
  lines: readonly DocumentLineInput[],
  settings?: TaxSettings,
): Promise<{ lines: LineRow[]; amounts: ReturnType<typeof amountColumns> }> {
  const current = settings ?? (await taxSettingsOf(t));
  const totals = totalsOf(lines, row, current);
  await t.tx
    .delete(documentLines)
    .where(and(t.owns(documentLines.tenantId), eq(documentLines.documentId, row.id)));
  const written = await insertLines(t, row.id, lines, totals);
  const amounts = amountColumns(row.kind, current, totals);
  await t.tx
    .update(documents)
    .set(amounts)
    .where(and(t.owns(documents.tenantId), eq(documents.id, row.id)));
  return { lines: written, amounts };
}

/**
 * A draft's amounts at issue, computed again (the company's GST settings may have changed
 * since it was saved), and whether they are what is stored.
 */
export function amountsAtIssue(
  row: DocumentRow,
  draft: Document,
  stored: LineRow[],
  settings: TaxSettings,
) {
  const inputs = draft.lines.map((line) => ({ ...line }));
  const totals = totalsOf(inputs, { ...row, documentDiscount: draft.documentDiscount }, settings);
  const amounts = amountColumns(row.kind, settings, totals);
  const same = (a: string | null, b: string | null) =>
    a === b || (a !== null && b !== null && compareMoney(a, b) === 0);
  const unchanged =
    stored.length === totals.lines.length &&
    stored.every(
      (line, index) =>
        same(line.taxRate, totals.lines[index]?.taxRate ?? null) &&
        same(line.amount, totals.lines[index]?.amount ?? null) &&
        same(line.tax, totals.lines[index]?.tax ?? null),
    ) &&
    row.gstRounding === amounts.gstRounding &&
    row.cashRounding === amounts.cashRounding &&
    (['subtotal', 'discount', 'taxable', 'tax', 'total', 'rounding', 'payable'] as const).every(
      (column) => same(row[column], amounts[column]),
    );
  return { inputs, amounts, unchanged };
}

/** A draft's amounts at issue (`amountsAtIssue`), written only when they changed. */
export async function settleAmounts(
  t: TenantTransaction,
  row: DocumentRow,
  draft: Document,
  stored: LineRow[],
  settings: TaxSettings,
): Promise<{ lines: LineRow[]; amounts: ReturnType<typeof amountColumns> }> {
  const { inputs, amounts, unchanged } = amountsAtIssue(row, draft, stored, settings);
  if (unchanged) return { lines: stored, amounts };
  return writeLinesAndTotals(
    t,
    { ...row, documentDiscount: draft.documentDiscount },
    inputs,
    settings,
  );
}

function columnsOf(values: Partial<DraftValues>) {
  const { documentDiscount, lines: _l, allocations: _a, ...rest } = values;
  return {
    ...rest,
    ...(documentDiscount !== undefined
      ? {
          discountKind: documentDiscount?.kind ?? null,
          discountValue: documentDiscount?.value ?? null,
        }
      : {}),
  };
}

/**
 * A receipt's allocations: each names an invoice of this company once and, when the receipt
 * has its contact, an invoice of that contact (see `assertOwnContactsInvoice`).
 */
async function checkAllocations(
  t: TenantTransaction,
  receipt: Pick<DocumentRow, 'contactId'>,
  allocations: readonly { invoiceId: string }[],
) {
  if (allocations.length === 0) return;
  const invoiceIds = allocations.map((a) => a.invoiceId);
  if (new Set(invoiceIds).size !== invoiceIds.length)
    throw new AppError('VALIDATION_FAILED', 'An invoice appears twice in the allocations');
  const invoices = await t.tx
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      contactId: documents.contactId,
    })
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, invoiceIds)));
  for (const id of invoiceIds) {
    const invoice = invoices.find((row) => row.id === id && row.kind === 'invoice');
    if (!invoice) throw new AppError('VALIDATION_FAILED', `No invoice ${id} in this company`);
    if (receipt.contactId) assertOwnContactsInvoice(receipt, invoice);
  }
}

async function writeAllocations(
  t: TenantTransaction,
  receipt: Pick<DocumentRow, 'id' | 'contactId'>,
  allocations: DraftValues['allocations'],
) {
  await checkAllocations(t, receipt, allocations);
  await t.tx
    .delete(paymentAllocations)
    .where(and(t.owns(paymentAllocations.tenantId), eq(paymentAllocations.receiptId, receipt.id)));
  if (allocations.length === 0) return;
  await t.tx
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ tenantId: t.ctx.tenantId, receiptId: receipt.id, ...a })));
}

export async function loadFresh(t: TenantTransaction, id: string): Promise<Document> {
  const { row, own } = await lockDocumentWithParts(t, id);
  return loadDocumentParts(t.tx, t.ctx.tenantId, row, own);
}

export async function createDraft(access: RequestAccess, input: CreateDocument): Promise<Document> {
  assertAllowed(access, documentActions(input.kind).write);
  // A receipt's allocations are more statements: one transaction. Any other draft is written
  // in one statement, which needs none.
  if (input.kind === 'receipt' || access.scope.writesInTransaction)
    return access.scope.transaction((t) => insertDraft(t, input, null, 'create'));
  const t = access.scope.statements;
  // The settings as the company keeps them (remembered between changes of its settings); the
  // contact is checked by the statement itself, through its foreign key.
  const settings = await access.scope.remembered('tax settings', () => taxSettingsOf(t));
  return withFreshIds(async () => {
    const draft = await prepareDraft(t, input, null, settings);
    try {
      return await writePlainDraft(t, draft, 'create');
    } catch (error) {
      if (input.contactId && refersToMissing(error, DOCUMENT_CONTACT_KEY))
        throw noSuchContact(input.contactId);
      throw error;
    }
  });
}

const DOCUMENT_CONTACT_KEY = foreignKeyName(documents, [documents.tenantId, documents.contactId]);

/** Inserts a new draft with its lines (and a receipt's allocations), and its audit record. */
export async function insertDraft(
  t: TenantTransaction,
  input: CreateDocument,
  sourceId: string | null,
  auditAction: string,
): Promise<Document> {
  const draft = await prepareDraft(t, input, sourceId);
  // A receipt's allocations and a conversion's source are read back for the chain.
  if (input.kind !== 'receipt' && !sourceId) return writePlainDraft(t, draft, auditAction);
  const { row, lines, values } = draft;
  await t.tx.insert(documents).values(row);
  if (lines.length > 0) await t.tx.insert(documentLines).values(lines);
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

interface PreparedDraft {
  values: DraftValues;
  row: DocumentRow;
  lines: LineRow[];
}

/** A new draft's rows, its references checked and its amounts computed (nothing written). */
async function prepareDraft(
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
  const totals = totalsOf(
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
  return { values, row, lines: lineRowsOf(t.ctx.tenantId, id, values.lines, totals) };
}

/**
 * A draft with nothing else yet (no allocations, no source): the draft, its lines and its
 * audit record are written in one statement, and the answer is built from the rows written.
 */
async function writePlainDraft(
  t: TenantSession,
  { row, lines }: PreparedDraft,
  auditAction: string,
): Promise<Document> {
  const document = composeDocument(row, {
    lines,
    allocations: [],
    attachments: [],
    derived: [],
    linked: [],
  });
  const audit = auditRow(t, {
    entity: 'document',
    entityId: row.id,
    action: auditAction,
    after: auditedDocument(document),
  });
  if (!audit) throw new Error('A new draft always has an audit record');
  const writes: WithSubquery[] = [
    t.tx.$with('draft').as(t.tx.insert(documents).values(row).returning({ id: documents.id })),
  ];
  if (lines.length > 0)
    writes.push(
      t.tx
        .$with('draft_lines')
        .as(
          t.tx.insert(documentLines).values(lines).returning({ position: documentLines.position }),
        ),
    );
  await t.tx
    .with(...writes)
    .insert(auditLog)
    .values(audit);
  return document;
}

/**
 * A new draft's row as the database gives it back: every column set here (none left to a
 * database default) and decimals at their columns' scales, so an answer built from it is what
 * a read of the draft shows.
 */
function newDraftRow(
  t: TenantSession,
  {
    id,
    kind,
    values,
    sourceId,
  }: { id: string; kind: DocumentRow['kind']; values: DraftValues; sourceId: string | null },
  amounts: ReturnType<typeof amountColumns>,
): DocumentRow {
  const at = new Date();
  const discount = values.documentDiscount;
  const money = (value: string) => numericText(value, documents.subtotal);
  return {
    tenantId: t.ctx.tenantId,
    id,
    kind,
    status: 'draft',
    number: null,
    numberValue: null,
    contactId: values.contactId,
    contactSnapshot: null,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    validUntil: values.validUntil,
    deliveryDate: values.deliveryDate,
    currency: values.currency,
    exchangeRate: numericText(values.exchangeRate, documents.exchangeRate),
    reference: values.reference,
    pricesIncludeGst: values.pricesIncludeGst,
    gstRounding: amounts.gstRounding,
    cashRounding: amounts.cashRounding,
    discountKind: discount?.kind ?? null,
    discountValue: discount ? numericText(discount.value, documents.discountValue) : null,
    subtotal: money(amounts.subtotal),
    discount: money(amounts.discount),
    taxable: money(amounts.taxable),
    tax: money(amounts.tax),
    total: money(amounts.total),
    rounding: money(amounts.rounding),
    payable: money(amounts.payable),
    settled: money('0'),
    notes: values.notes,
    terms: values.terms,
    expenseCategory: values.expenseCategory,
    paymentMethod: values.paymentMethod,
    sourceId,
    voidReason: null,
    searchText: '',
    createdAt: at,
    updatedAt: at,
    issuedAt: null,
    voidedAt: null,
    createdBy: t.ctx.userId,
    updatedBy: t.ctx.userId,
    issuedBy: null,
    voidedBy: null,
  };
}

export async function updateDraft(
  access: RequestAccess,
  id: string,
  patch: DocumentPatch,
): Promise<Document> {
  return access.scope.transaction(async (t) => {
    const { row, own } = await lockDocumentWithParts(t, id);
    assertAllowed(access, documentActions(row.kind).write);
    const decision = decideDraftChange(row.status, 'edit');
    if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
    if (patch.allocations && patch.allocations.length > 0 && row.kind !== 'receipt')
      throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
    const before = await loadDocumentParts(t.tx, t.ctx.tenantId, row, own);
    await checkReferences(t, patch);
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
      patch.lines ?? before.lines.map((line) => ({ ...line })),
    );
    if (patch.allocations) await writeAllocations(t, merged, patch.allocations);
    // A receipt given another contact keeps its allocations only if they are that contact's.
    else if (row.kind === 'receipt' && merged.contactId !== row.contactId)
      await checkAllocations(t, merged, before.allocations);
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

export async function deleteDraft(access: RequestAccess, id: string): Promise<void> {
  await refusedWhileReferenced('Other documents refer to this draft.', () =>
    access.scope.transaction(async (t) => {
      const { row, own } = await lockDocumentWithParts(t, id);
      assertAllowed(access, documentActions(row.kind).write);
      const decision = decideDraftChange(row.status, 'delete');
      if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
      const before = await loadDocumentParts(t.tx, t.ctx.tenantId, row, own);
      await t.tx.delete(documents).where(and(t.owns(documents.tenantId), eq(documents.id, id)));
      await recordAudit(t, {
        entity: 'document',
        entityId: id,
        action: 'delete',
        before: auditedDocument(before),
      });
    }),
  );
}

/** A document as the audit log keeps it. */
export function auditedDocument(document: Document) {
  const { chain: _c, createdAt: _a, updatedAt: _u, overdue: _o, expired: _e, ...rest } = document;
  return rest;
}
