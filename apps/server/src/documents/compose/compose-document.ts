import { todayInSingapore } from '@kira/core/dates';
import { type AdjustedInvoice, discountFigures } from '@kira/core/document-amounts';
import { computeTotals, type TaxSummary } from '@kira/core/document-totals';
import type { ContactSnapshot, DocumentRecord, DocumentSummaryRecord } from '@kira/core/documents';
import { sgdFigures } from '@kira/core/foreign-currency';
import { balanceDue, formatMoney, subtractMoney, sumMoney, trimDecimal } from '@kira/core/money';
import type { DocumentContact } from '../store/company-context.ts';
import type { DocumentParts, DocumentRow, ListedRow } from '../store/document-rows.ts';

export function snapshotOf(contact: DocumentContact): ContactSnapshot {
  const address = contact.billingAddress;
  return {
    name: contact.name,
    uen: contact.uen,
    gstNumber: contact.gstNumber,
    contactPerson: contact.contactPerson,
    email: contact.emails[0] ?? '',
    address: address
      ? [
          address.line1,
          address.line2,
          [address.country === 'Singapore' ? 'Singapore' : address.country, address.postalCode]
            .filter(Boolean)
            .join(' '),
        ].filter(Boolean)
      : [],
  };
}

const toDiscount = (kind: 'percent' | 'amount' | null, value: string | null) =>
  kind && value !== null ? { kind, value: trimDecimal(value) } : null;

/** What a summary says beyond the row's own columns: whether it is late, and what is owed. */
export type SummaryStanding = Pick<DocumentSummaryRecord, 'overdue' | 'expired' | 'balance'>;

export function standingOf(
  row: Pick<DocumentRow, 'kind' | 'status' | 'dueDate' | 'validUntil' | 'payable' | 'settled'>,
  today: string,
): SummaryStanding {
  return {
    overdue:
      row.kind === 'invoice' &&
      (row.status === 'issued' || row.status === 'partially_paid') &&
      row.dueDate !== null &&
      row.dueDate < today,
    expired:
      row.kind === 'quotation' &&
      row.status === 'issued' &&
      row.validUntil !== null &&
      row.validUntil < today,
    balance:
      row.kind === 'invoice' && row.status !== 'void'
        ? balanceDue(row.payable, row.settled)
        : '0.00',
  };
}

/**
 * The document the API shows, from its row and parts. Its GST summary per tax code is computed
 * from the rates kept on its lines, unless the caller has just computed it (`taxes`).
 */
export function composeDocument(
  row: DocumentRow,
  { lines, allocations, attachments, sends, derived, linked }: DocumentParts,
  taxes?: TaxSummary[],
): DocumentRecord {
  const byId = new Map([...linked, ...derived].map((d) => [d.id, d]));
  const link = (d: DocumentRow, relation: 'source' | 'converted' | 'payment' | 'credit') => ({
    id: d.id,
    kind: d.kind,
    number: d.number,
    status: d.status,
    relation,
  });
  const chain = [
    ...(row.sourceId && byId.get(row.sourceId)
      ? [link(byId.get(row.sourceId) as DocumentRow, 'source')]
      : []),
    ...derived.map((d) => link(d, d.kind === 'credit' ? 'credit' : 'converted')),
    ...allocations
      .filter((a) => a.invoiceId === row.id)
      .flatMap((a) =>
        byId.get(a.receiptId) ? [link(byId.get(a.receiptId) as DocumentRow, 'payment')] : [],
      ),
  ];
  const summary = taxes ?? taxSummaryOf(row, lines);
  const source = row.sourceId ? byId.get(row.sourceId) : undefined;
  return {
    ...summaryFields(row, row.contactSnapshot?.name ?? '', todayInSingapore()),
    ...settledBy(row, derived),
    adjusts: row.kind === 'credit' && source?.kind === 'invoice' ? adjustedInvoice(source) : null,
    validUntil: row.validUntil,
    deliveryDate: row.deliveryDate,
    exchangeRate: trimDecimal(row.exchangeRate),
    pricesIncludeGst: row.pricesIncludeGst,
    gstRounding: row.gstRounding,
    cashRounding: row.cashRounding,
    documentDiscount: toDiscount(row.discountKind, row.discountValue),
    contactSnapshot: row.contactSnapshot,
    lines: lines.map((l) => ({
      position: l.position,
      productId: l.productId,
      description: l.description,
      quantity: trimDecimal(l.quantity),
      unit: l.unit,
      unitPrice: trimDecimal(l.unitPrice),
      discount: toDiscount(l.discountKind, l.discountValue),
      taxCode: l.taxCode,
      taxRate: trimDecimal(l.taxRate),
      amount: l.amount,
      tax: l.tax,
    })),
    taxes: summary,
    sgd: row.currency === 'SGD' ? null : sgdFigures({ ...row, received: row.sgdReceived }),
    sgdReceived: row.sgdReceived,
    notes: row.notes,
    terms: row.terms,
    expenseCategory: row.expenseCategory,
    paymentMethod: row.paymentMethod,
    accountId: row.accountId,
    allocations: allocations
      .filter((a) => a.receiptId === row.id)
      .map((a) => ({
        invoiceId: a.invoiceId,
        invoiceNumber: byId.get(a.invoiceId)?.number ?? null,
        amount: a.amount,
      })),
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
      createdAt: a.createdAt.toISOString(),
    })),
    sends,
    sourceId: row.sourceId,
    chain,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    issuedBy: row.issuedBy,
  };
}

/** The GST summary per tax code, from the rates kept on the lines. */
export function taxSummaryOf(row: DocumentRow, lines: DocumentParts['lines']): TaxSummary[] {
  return computeTotals({
    lines: lines.map((l) => ({
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: toDiscount(l.discountKind, l.discountValue),
      taxCode: l.taxCode,
      taxRate: l.taxRate,
    })),
    documentDiscount: toDiscount(row.discountKind, row.discountValue),
    pricesIncludeGst: row.pricesIncludeGst,
    gstRounding: row.gstRounding,
    cashRounding: row.cashRounding,
  }).taxes;
}

type SummaryRow = Omit<ListedRow, 'contactName'>;

/**
 * What of an invoice's settled amount its credit notes settled (each issued one, what of it
 * went to the invoice: `loadParts` gives it as its `settled`),
 * and what its payments did: the rest. Other kinds: nothing of either.
 */
function settledBy(
  row: DocumentRow,
  derived: readonly DocumentRow[],
): Pick<DocumentRecord, 'paid' | 'credited'> {
  if (row.kind !== 'invoice') return { paid: '0.00', credited: '0.00' };
  const credits = derived.filter((d) => d.kind === 'credit' && d.status === 'issued');
  const credited = sumMoney(credits.map((d) => d.settled));
  return {
    paid: formatMoney(subtractMoney(row.settled, credited)),
    credited: formatMoney(credited),
  };
}

/** The invoice a credit note adjusts, as core's `documentTotals` takes it. */
export function adjustedInvoice(
  invoice: Pick<DocumentRow, 'issueDate' | 'total' | 'payable'>,
): AdjustedInvoice {
  return { issueDate: invoice.issueDate, total: invoice.total, payable: invoice.payable };
}

/**
 * The Subtotal a document shows (before discounts) and its lines' discounts, from its stored
 * columns: `subtotal` and `discount` keep their meaning (the line amounts after their own
 * discounts; every discount), and these two are derived from them.
 */
export function subtotalFigures(
  row: Pick<SummaryRow, 'subtotal' | 'discount' | 'discountKind' | 'discountValue'>,
) {
  const { grossSubtotal, lineDiscounts } = discountFigures({
    subtotal: row.subtotal,
    discount: row.discount,
    documentDiscount: toDiscount(row.discountKind, row.discountValue),
  });
  return { grossSubtotal, lineDiscounts };
}

/**
 * What a document says of itself in a list and at the top of its whole record: its row's
 * figures, and what the server decides of it today (lateness, balance). `contactName` is the
 * caller's: a list reads it with the row, a record from its contact's snapshot.
 */
export function summaryFields(row: SummaryRow, contactName: string, today: string) {
  const { overdue, expired, balance } = standingOf(row, today);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    overdue,
    expired,
    contactId: row.contactId,
    contactName,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    reference: row.reference,
    ...subtotalFigures(row),
    subtotal: row.subtotal,
    discount: row.discount,
    taxable: row.taxable,
    tax: row.tax,
    total: row.total,
    rounding: row.rounding,
    payable: row.payable,
    settled: row.settled,
    balance,
  };
}
