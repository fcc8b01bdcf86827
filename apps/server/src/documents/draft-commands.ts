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
import { and, eq, inArray } from 'drizzle-orm';
import { assertAllowed } from '../access/assert-allowed.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { refusedWhileReferenced } from '../db/foreign-key.ts';
import {
  contacts,
  documentLines,
  documents,
  paymentAllocations,
  products,
} from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
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

type DraftValues = Omit<CreateDocument, 'kind' | 'issueDate'> & { issueDate: string };

/**
 * The draft's fields that must point at this company's records. `contactFound`: whether the
 * contact was found already (read with the company's settings).
 */
async function checkReferences(
  t: TenantTransaction,
  values: Partial<DraftValues>,
  contactFound?: boolean,
) {
  if (values.contactId) {
    const found =
      contactFound ??
      (
        await t.tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(t.owns(contacts.tenantId), eq(contacts.id, values.contactId)))
      ).length > 0;
    if (!found)
      throw new AppError('VALIDATION_FAILED', `No contact ${values.contactId} in this company`, [
        { field: 'body.contactId', message: 'No such contact' },
      ]);
  }
  const productIds = [
    ...new Set((values.lines ?? []).flatMap((line) => (line.productId ? [line.productId] : []))),
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

async function insertLines(
  t: TenantTransaction,
  documentId: string,
  lines: readonly DocumentLineInput[],
  totals: DocumentTotals,
): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  return t.tx
    .insert(documentLines)
    .values(
      lines.map((line, index) => ({
        tenantId: t.ctx.tenantId,
        documentId,
        position: index + 1,
        productId: line.productId,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        discountKind: line.discount?.kind ?? null,
        discountValue: line.discount?.value ?? null,
        taxCode: line.taxCode,
        taxRate: totals.lines[index]?.taxRate ?? '0',
        amount: totals.lines[index]?.amount ?? '0',
        tax: totals.lines[index]?.tax ?? '0',
      })),
    )
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
 * A draft's amounts at issue: computed again (the company's GST settings may have changed
 * since it was saved) and written only when they differ from what is stored.
 */
export async function settleAmounts(
  t: TenantTransaction,
  row: DocumentRow,
  draft: Document,
  stored: LineRow[],
  settings: TaxSettings,
): Promise<{ lines: LineRow[]; amounts: ReturnType<typeof amountColumns> }> {
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

async function writeAllocations(
  t: TenantTransaction,
  receiptId: string,
  allocations: DraftValues['allocations'],
) {
  await t.tx
    .delete(paymentAllocations)
    .where(and(t.owns(paymentAllocations.tenantId), eq(paymentAllocations.receiptId, receiptId)));
  if (allocations.length === 0) return;
  const invoiceIds = allocations.map((a) => a.invoiceId);
  if (new Set(invoiceIds).size !== invoiceIds.length)
    throw new AppError('VALIDATION_FAILED', 'An invoice appears twice in the allocations');
  const invoices = await t.tx
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(and(t.owns(documents.tenantId), inArray(documents.id, invoiceIds)));
  const missing = invoiceIds.find(
    (id) => !invoices.some((row) => row.id === id && row.kind === 'invoice'),
  );
  if (missing) throw new AppError('VALIDATION_FAILED', `No invoice ${missing} in this company`);
  await t.tx
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ tenantId: t.ctx.tenantId, receiptId, ...a })));
}

export async function loadFresh(t: TenantTransaction, id: string): Promise<Document> {
  const { row, own } = await lockDocumentWithParts(t, id);
  return loadDocumentParts(t.tx, t.ctx.tenantId, row, own);
}

export async function createDraft(
  access: RequestAccess,
  input: CreateDocument,
  sourceId: string | null = null,
): Promise<Document> {
  assertAllowed(access, documentActions(input.kind).write);
  return access.scope.transaction(async (t) => {
    const document = await insertDraft(t, input, sourceId);
    await recordAudit(t, {
      entity: 'document',
      entityId: document.id,
      action: 'create',
      after: auditedDocument(document),
    });
    return document;
  });
}

export async function insertDraft(
  t: TenantTransaction,
  input: CreateDocument,
  sourceId: string | null,
): Promise<Document> {
  if (input.allocations.length > 0 && input.kind !== 'receipt')
    throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
  const values: DraftValues = { ...input, issueDate: input.issueDate ?? todayInSingapore() };
  const { settings, contact } = await companyContextOf(t, { contactId: values.contactId });
  await checkReferences(t, values, contact !== null);
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
  const [row] = await t.tx
    .insert(documents)
    .values({
      tenantId: t.ctx.tenantId,
      id,
      kind,
      status: 'draft',
      ...columnsOf(values),
      issueDate: values.issueDate,
      ...amountColumns(kind, settings, totals),
      sourceId,
      createdBy: t.ctx.userId,
      updatedBy: t.ctx.userId,
    })
    .returning();
  const lines = await insertLines(t, id, values.lines, totals);
  if (kind === 'receipt') await writeAllocations(t, id, values.allocations);
  // A new plain draft has nothing else yet; a receipt's allocations and a conversion's source
  // are read back for the chain.
  if (!row || kind === 'receipt' || sourceId) return loadFresh(t, id);
  return composeDocument(row, { lines, allocations: [], attachments: [], derived: [], linked: [] });
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
    if (patch.allocations) await writeAllocations(t, id, patch.allocations);
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
