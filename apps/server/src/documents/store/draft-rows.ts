import { documentSearchText } from '@kira/core/document-search-text';
import type { DocumentTotals, TaxSummary } from '@kira/core/document-totals';
import type { CreateDocument, DocumentLineInput } from '@kira/core/documents';
import { and, eq } from 'drizzle-orm';
import { numericText } from '../../db/numeric-text.ts';
import { documentLines, documents, paymentAllocations } from '../../db/schema/index.ts';
import type { TenantSession, TenantTransaction } from '../../db/tenant-scope.ts';
import type { DocumentRow, LineRow } from './document-rows.ts';

/** A document's amount columns, as core computed them. */
export type AmountColumns = Pick<
  DocumentRow,
  | 'gstRounding'
  | 'cashRounding'
  | 'subtotal'
  | 'discount'
  | 'taxable'
  | 'tax'
  | 'total'
  | 'rounding'
  | 'payable'
>;

/** A draft's fields as a use case has settled them (its issue date filled in). */
export type DraftValues = Omit<CreateDocument, 'kind' | 'issueDate'> & { issueDate: string };

export type DraftShape = Pick<
  DocumentRow,
  'id' | 'kind' | 'issueDate' | 'pricesIncludeGst' | 'reference' | 'notes'
> & {
  documentDiscount: DraftValues['documentDiscount'];
};

/** A draft's line rows as the database gives them back (decimals at their columns' scales). */
export function lineRowsOf(
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

/** Replaces a draft's lines with `lines` (rows as `lineRowsOf` makes them). */
export async function replaceLines(
  t: TenantTransaction,
  documentId: string,
  lines: LineRow[],
): Promise<LineRow[]> {
  await t.tx
    .delete(documentLines)
    .where(and(t.owns(documentLines.tenantId), eq(documentLines.documentId, documentId)));
  if (lines.length === 0) return [];
  return t.tx.insert(documentLines).values(lines).returning();
}

/** Writes a document's amount columns. */
export async function writeAmounts(
  t: TenantTransaction,
  documentId: string,
  amounts: AmountColumns & { searchText?: string },
): Promise<void> {
  await t.tx
    .update(documents)
    .set(amounts)
    .where(and(t.owns(documents.tenantId), eq(documents.id, documentId)));
}

export function columnsOf(values: Partial<DraftValues>) {
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

/** A receipt's allocations, replacing those it had (checked by `checkSettled` first). */
export async function writeAllocations(
  t: TenantTransaction,
  receipt: Pick<DocumentRow, 'id' | 'contactId'>,
  allocations: DraftValues['allocations'],
) {
  await t.tx
    .delete(paymentAllocations)
    .where(and(t.owns(paymentAllocations.tenantId), eq(paymentAllocations.receiptId, receipt.id)));
  if (allocations.length === 0) return;
  await t.tx
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ tenantId: t.ctx.tenantId, receiptId: receipt.id, ...a })));
}

/** A draft's search text: its own words (its contact's name joins them when it is issued). */
export function draftSearchText(
  draft: Pick<DraftValues, 'reference' | 'notes'> & {
    lines: readonly Pick<DocumentLineInput, 'description'>[];
  },
): string {
  return documentSearchText({
    contactName: '',
    reference: draft.reference,
    notes: draft.notes,
    lineDescriptions: draft.lines.map((line) => line.description),
  });
}

/** A new draft's rows, ready to write. */
export interface PreparedDraft {
  values: DraftValues;
  row: DocumentRow;
  lines: LineRow[];
  /** Its GST summary per tax code, as its amounts were computed. */
  taxes: TaxSummary[];
}

/**
 * A new draft's row as the database gives it back: every column set here (none left to a
 * database default) and decimals at their columns' scales, so an answer built from it is what
 * a read of the draft shows.
 */
export function newDraftRow(
  t: TenantSession,
  {
    id,
    kind,
    values,
    sourceId,
  }: { id: string; kind: DocumentRow['kind']; values: DraftValues; sourceId: string | null },
  amounts: AmountColumns,
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
    companySnapshot: null,
    issueDate: values.issueDate,
    dueDate: values.dueDate,
    validUntil: values.validUntil,
    deliveryDate: values.deliveryDate,
    currency: values.currency,
    exchangeRate: numericText(values.exchangeRate, documents.exchangeRate),
    sgdReceived: null,
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
    accountId: values.accountId ?? null,
    sourceId,
    voidReason: null,
    searchText: draftSearchText(values),
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
