import { addDays, isPlainDate } from '@kira/core/calendar-dates';
import { documentTotals } from '@kira/core/document-amounts';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import type { DocumentTotals } from '@kira/core/document-totals';
import type { CreateDocument, Document } from '@kira/core/documents';
import { isDecimalString } from '@kira/core/money-arithmetic';
import { paysThroughAccount } from '@kira/core/money-kinds';
import type { ExpenseCategory, PaymentMethod } from '@kira/core/option-lists';
import type { LineForm } from './line-form.ts';
import { emptyLine, nextKey } from './line-operations.ts';
import { withTwoDecimals } from './money-text.ts';

/** What a receipt pays of one invoice ('' while the person has not said). */
export interface AllocationForm {
  invoiceId: string;
  invoiceNumber: string | null;
  amount: string;
}

/** What the editor holds of a draft: every field as the person typed it. */
export interface DocumentForm {
  kind: DocumentKind;
  contact: { id: string; name: string } | null;
  issueDate: string;
  /** '' for none: an invoice's is then filled from the payment terms by the server. */
  dueDate: string;
  validUntil: string;
  deliveryDate: string;
  reference: string;
  currency: string;
  exchangeRate: string;
  pricesIncludeGst: boolean;
  discountKind: 'percent' | 'amount';
  discountValue: string;
  notes: string;
  terms: string;
  expenseCategory: ExpenseCategory | null;
  paymentMethod: PaymentMethod | null;
  /** A receipt's or refund's bank or cash account; null: the company's default at issue. */
  accountId: string | null;
  lines: LineForm[];
  /** A receipt's: the invoices it pays. */
  allocations: AllocationForm[];
  /** A credit note's invoice, whose date gives its GST rate (not edited, not sent). */
  adjusts: Document['adjusts'];
}

/** The form without its lines: the fields a keystroke in a line leaves as they were. */
export type DocumentHead = Omit<DocumentForm, 'lines'>;

/** A form's head and lines apart (the editor keeps them in two states). */
export function splitForm({ lines, ...head }: DocumentForm): {
  head: DocumentHead;
  lines: LineForm[];
} {
  return { head, lines };
}

/** What a company says a new document of a kind starts with, and how its totals are made. */
export interface DocumentDefaults {
  gstRegistered: boolean;
  /** The day the registration took effect; null or '' when not given. */
  gstRegisteredOn?: string | null;
  gstRounding: 'line' | 'subtotal';
  cashRounding: boolean;
  paymentTermsDays: number;
  notes: string;
  terms: string;
}

/** A new document's form: today, the company's notes and terms, one empty line. */
export function newDocumentForm(
  kind: DocumentKind,
  today: string,
  defaults: Pick<DocumentDefaults, 'notes' | 'terms'>,
): DocumentForm {
  return {
    kind,
    contact: null,
    issueDate: today,
    dueDate: '',
    validUntil: '',
    deliveryDate: '',
    reference: '',
    currency: 'SGD',
    exchangeRate: '1',
    pricesIncludeGst: false,
    discountKind: 'percent',
    discountValue: '',
    notes: defaults.notes,
    terms: defaults.terms,
    expenseCategory: null,
    paymentMethod: null,
    accountId: null,
    // A refund carries no GST: its line is out of scope (the server holds it so too).
    lines: [kind === 'refund' ? { ...emptyLine(), taxCode: 'OS' } : emptyLine()],
    allocations: [],
    adjusts: null,
  };
}

/** What of a saved draft its form shows. */
export type SavedDraft = Pick<
  Document,
  | 'kind'
  | 'contactId'
  | 'contactName'
  | 'issueDate'
  | 'dueDate'
  | 'validUntil'
  | 'deliveryDate'
  | 'reference'
  | 'currency'
  | 'exchangeRate'
  | 'accountId'
  | 'pricesIncludeGst'
  | 'documentDiscount'
  | 'notes'
  | 'terms'
  | 'expenseCategory'
  | 'paymentMethod'
  | 'allocations'
  | 'adjusts'
> & {
  lines: Pick<
    Document['lines'][number],
    'productId' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'discount' | 'taxCode'
  >[];
};

/** A saved draft's form. */
export function documentForm(document: SavedDraft): DocumentForm {
  return {
    kind: document.kind,
    contact: document.contactId
      ? { id: document.contactId, name: document.contactName || document.contactId }
      : null,
    issueDate: document.issueDate,
    dueDate: document.dueDate ?? '',
    validUntil: document.validUntil ?? '',
    deliveryDate: document.deliveryDate ?? '',
    reference: document.reference,
    currency: document.currency,
    exchangeRate: document.exchangeRate,
    pricesIncludeGst: document.pricesIncludeGst,
    discountKind: document.documentDiscount?.kind ?? 'percent',
    discountValue: moneyOrPercent(document.documentDiscount),
    notes: document.notes,
    terms: document.terms,
    expenseCategory: document.expenseCategory as ExpenseCategory | null,
    paymentMethod: document.paymentMethod as PaymentMethod | null,
    accountId: document.accountId,
    lines: document.lines.map((line) => ({
      key: nextKey(),
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: withTwoDecimals(line.unitPrice),
      discountKind: line.discount?.kind ?? 'percent',
      discountValue: moneyOrPercent(line.discount),
      taxCode: line.taxCode,
    })),
    allocations: document.allocations.map((allocation) => ({ ...allocation })),
    adjusts: document.adjusts,
  };
}

/** A discount's value as its field shows it: an amount with two decimals, a percent as stored. */
function moneyOrPercent(discount: { kind: 'percent' | 'amount'; value: string } | null): string {
  if (!discount) return '';
  return discount.kind === 'amount' ? withTwoDecimals(discount.value) : discount.value;
}

/** A discount as the form holds it, or null while it is empty. */
export const discountOf = (kind: 'percent' | 'amount', value: string) =>
  value.trim() === '' ? null : { kind, value: value.trim() };

/** The kinds that say how money was paid: an expense out, a receipt in, a refund back. */
export const MONEY_METHOD_KINDS: ReadonlySet<DocumentKind> = new Set([
  'expense',
  'receipt',
  'refund',
]);

const nullIfEmpty = (text: string) => (text.trim() === '' ? null : text.trim());

/** The draft's fields as the API takes them (`PATCH` takes the same, `kind` aside). */
export function draftFields(form: DocumentForm): Omit<CreateDocument, 'kind' | 'allocations'> {
  return {
    contactId: form.contact?.id ?? null,
    issueDate: form.issueDate,
    dueDate: nullIfEmpty(form.dueDate),
    validUntil: nullIfEmpty(form.validUntil),
    deliveryDate: nullIfEmpty(form.deliveryDate),
    reference: form.reference,
    currency: form.currency.trim().toUpperCase(),
    exchangeRate: form.currency.trim().toUpperCase() === 'SGD' ? '1' : form.exchangeRate.trim(),
    pricesIncludeGst: form.pricesIncludeGst,
    documentDiscount: discountOf(form.discountKind, form.discountValue),
    notes: form.notes,
    terms: form.terms,
    expenseCategory: form.kind === 'expense' ? form.expenseCategory : null,
    paymentMethod: MONEY_METHOD_KINDS.has(form.kind) ? form.paymentMethod : null,
    accountId: paysThroughAccount(form.kind) ? form.accountId : null,
    lines: form.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      quantity: line.quantity.trim(),
      unit: line.unit,
      unitPrice: line.unitPrice.trim(),
      discount: discountOf(line.discountKind, line.discountValue),
      taxCode: line.taxCode,
    })),
  };
}

/** A receipt's allocations as the API takes them: those given an amount. */
export function allocationsOf(form: DocumentForm): CreateDocument['allocations'] {
  if (form.kind !== 'receipt') return [];
  return form.allocations
    .filter((allocation) => allocation.amount.trim() !== '')
    .map((allocation) => ({ invoiceId: allocation.invoiceId, amount: allocation.amount.trim() }));
}

export function createBody(form: DocumentForm): CreateDocument {
  return { kind: form.kind, allocations: allocationsOf(form), ...draftFields(form) };
}

/**
 * The totals the server will store for this form, by the same function and rules (the rates
 * of the issue date, or a credit note's invoice's, the company's registration and rounding);
 * null while some amount is not a number yet.
 */
export function formTotals(form: DocumentForm, defaults: DocumentDefaults): DocumentTotals | null {
  const { lines, documentDiscount } = draftFields(form);
  const { issueDate } = form;
  const numbers = [
    ...lines.flatMap((line) => [line.quantity, line.unitPrice, line.discount?.value ?? '0']),
    documentDiscount?.value ?? '0',
  ];
  if (!numbers.every(isDecimalString) || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return null;
  try {
    return documentTotals(
      lines,
      {
        issueDate,
        pricesIncludeGst: form.pricesIncludeGst,
        documentDiscount,
        kind: form.kind,
        adjusts: form.adjusts,
      },
      defaults,
    );
  } catch {
    return null; // a discount above 100 % or above the amount: the server says why on saving
  }
}

/** The due date an invoice gets when none is typed: the payment terms from the issue date. */
export function termsDueDate(issueDate: string, paymentTermsDays: number): string | null {
  return isPlainDate(issueDate) ? addDays(issueDate, paymentTermsDays) : null;
}
