import { todayInSingapore } from '@kira/core/dates';
import { decideDraftChange, documentActions } from '@kira/core/document-lifecycle';
import type {
  CreateDocument,
  Document,
  DocumentLineInput,
  DocumentPatch,
} from '@kira/core/documents';
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
  type DocumentRow,
  loadDocumentParts,
  lockDocument,
  taxSettingsOf,
  totalsOf,
} from './document-store.ts';

type DraftValues = Omit<CreateDocument, 'kind' | 'issueDate'> & { issueDate: string };

/** The draft's fields that must point at this company's records. */
async function checkReferences(t: TenantTransaction, values: Partial<DraftValues>) {
  if (values.contactId) {
    const [found] = await t.tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(t.owns(contacts.tenantId), eq(contacts.id, values.contactId)));
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

/** Writes a draft's lines and amounts, computed again by the shared function. */
export async function writeLinesAndTotals(
  t: TenantTransaction,
  row: Pick<DocumentRow, 'id' | 'kind' | 'issueDate' | 'pricesIncludeGst'> & {
    documentDiscount: DraftValues['documentDiscount'];
  },
  lines: readonly DocumentLineInput[],
): Promise<void> {
  const settings = await taxSettingsOf(t);
  const totals = totalsOf(lines, row, settings);
  await t.tx
    .delete(documentLines)
    .where(and(t.owns(documentLines.tenantId), eq(documentLines.documentId, row.id)));
  if (lines.length > 0) {
    await t.tx.insert(documentLines).values(
      lines.map((line, index) => ({
        tenantId: t.ctx.tenantId,
        documentId: row.id,
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
    );
  }
  await t.tx
    .update(documents)
    .set({
      gstRounding: settings.gstRounding,
      cashRounding: settings.cashRounding && row.kind !== 'credit',
      subtotal: totals.subtotal,
      discount: totals.totalDiscount,
      taxable: totals.taxable,
      tax: totals.tax,
      total: totals.total,
      rounding: totals.rounding,
      payable: totals.payable,
    })
    .where(and(t.owns(documents.tenantId), eq(documents.id, row.id)));
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
  return loadDocumentParts(t.tx, t.ctx.tenantId, await lockDocument(t, id));
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
  await checkReferences(t, values);
  const id = ids.next(input.kind);
  const { kind } = input;
  const inserted: typeof documents.$inferInsert = {
    tenantId: t.ctx.tenantId,
    id,
    kind,
    status: 'draft',
    ...columnsOf(values),
    issueDate: values.issueDate,
    gstRounding: 'line',
    sourceId,
    createdBy: t.ctx.userId,
    updatedBy: t.ctx.userId,
  };
  await t.tx.insert(documents).values(inserted);
  await writeLinesAndTotals(
    t,
    {
      id,
      kind,
      issueDate: values.issueDate,
      pricesIncludeGst: values.pricesIncludeGst,
      documentDiscount: values.documentDiscount,
    },
    values.lines,
  );
  if (kind === 'receipt') await writeAllocations(t, id, values.allocations);
  return loadFresh(t, id);
}

export async function updateDraft(
  access: RequestAccess,
  id: string,
  patch: DocumentPatch,
): Promise<Document> {
  return access.scope.transaction(async (t) => {
    const row = await lockDocument(t, id);
    assertAllowed(access, documentActions(row.kind).write);
    const decision = decideDraftChange(row.status, 'edit');
    if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
    if (patch.allocations && patch.allocations.length > 0 && row.kind !== 'receipt')
      throw new AppError('VALIDATION_FAILED', 'Only a receipt is allocated to invoices');
    const before = await loadDocumentParts(t.tx, t.ctx.tenantId, row);
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
      const row = await lockDocument(t, id);
      assertAllowed(access, documentActions(row.kind).write);
      const decision = decideDraftChange(row.status, 'delete');
      if (!decision.allowed) throw new AppError('CONFLICT', decision.reason);
      const before = await loadDocumentParts(t.tx, t.ctx.tenantId, row);
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
