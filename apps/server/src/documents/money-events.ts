import { paymentStatus } from '@kira/core/document-lifecycle';
import type { TaxSummary } from '@kira/core/document-totals';
import { addMoney, compareMoney, formatMoney, subtractMoney, sumMoney } from '@kira/core/money';
import { movesMoney, settlesInvoices } from '@kira/core/money-kinds';
import { and, eq } from 'drizzle-orm';
import { giveBackRefundedCredit, spendCreditOnRefund } from '../credit/refund-credit.ts';
import { documents } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import type { TaxSettings } from './store/company-context.ts';
import type { AllocationRow, DocumentRow, LineRow } from './store/document-rows.ts';

/**
 * What a posting needs of an event that moves money (`movesMoney`: an invoice, a receipt, a
 * credit note or an expense, issued or voided), all of it already in the transaction's hands.
 */
export interface MoneyEvent {
  event: 'issued' | 'voided';
  /**
   * The document with its amounts as they stand, in its own currency at `exchangeRate` SGD
   * to the unit. Referenced by its `id`: when it is issued, its number is taken after this.
   */
  document: DocumentRow;
  /** Its lines, each with its tax code, rate, amount and GST. */
  lines: readonly LineRow[];
  /** Its GST per tax code (core's `TaxSummary`), in its own currency. */
  taxes: readonly TaxSummary[];
  /** A receipt's allocations to invoices; empty for other kinds. */
  allocations: readonly AllocationRow[];
  settings: TaxSettings;
  /**
   * The documents it settles, their rows locked in this transaction by the caller
   * (`lockSettled`): a receipt's invoices, a credit note's invoice.
   */
  settles: readonly DocumentRow[];
}

/** What an event changed: the amount the document itself settles, and the rows it changed. */
export interface MoneyMoved {
  settled: string;
  changed: DocumentRow[];
}

/** `rows` with those an event changed as they now stand. */
export function withChanged(rows: DocumentRow[], changed: DocumentRow[]): DocumentRow[] {
  return rows.map((row) => changed.find((c) => c.id === row.id) ?? row);
}

/**
 * Every issue and void goes through here, inside the transaction that causes it; those of the
 * kinds that move money (`movesMoney`) are events of the books. It
 * keeps each invoice's settled amount and payment status (a receipt's allocations, a credit
 * note against its invoice); the ledger's journal entries are posted from here too, from the
 * event as it is given (docs/decisions/0002-one-road-to-issue.md).
 */
export async function moneyEvent(t: TenantTransaction, event: MoneyEvent): Promise<MoneyMoved> {
  const { document } = event;
  const unchanged = { settled: document.settled, changed: [] };
  if (!movesMoney(document.kind)) return unchanged;
  // A refund pays out of the contact's credit: its issue spends it, its void gives it back.
  if (document.kind === 'refund')
    return event.event === 'issued'
      ? { settled: await spendCreditOnRefund(t, document), changed: [] }
      : { settled: await giveBackRefundedCredit(t, document), changed: [] };
  // An invoice or an expense changes no other document; the ledger posts it, here.
  if (!settlesInvoices(document.kind)) return unchanged;
  const sign = event.event === 'issued' ? 1 : -1;
  const settling = settlements(event);
  const changed: DocumentRow[] = [];
  for (const { invoiceId, amount } of settling) {
    const invoice = event.settles.find((row) => row.id === invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', `No invoice ${invoiceId}`);
    // A credit note against a paid invoice settles none of it: all of it is credit.
    if (compareMoney(amount, '0') === 0) {
      if (sign > 0) assertMayCredit(invoice, document);
      continue;
    }
    const after = settled(invoice, sign, amount, document);
    await t.tx
      .update(documents)
      .set({ settled: after.settled, status: after.status, updatedAt: after.updatedAt })
      .where(and(t.owns(documents.tenantId), eq(documents.id, invoiceId)));
    changed.push(after);
  }
  // What of the receipt or credit note is used: what it settles now; nothing once void.
  const own = sign > 0 ? sumMoney(settling.map((s) => s.amount)) : '0';
  return { settled: formatMoney(own), changed };
}

/**
 * The amounts an event settles on each invoice; a receipt's may not exceed it. A credit note
 * settles of its invoice at most the invoice's balance; the rest of it is the contact's credit.
 * Voided, it takes back what it settled (its `settled`, once no credit of it is spent).
 */
function settlements({ event, document, allocations, settles }: MoneyEvent) {
  if (document.kind === 'credit') {
    if (!document.sourceId) return [];
    if (event === 'voided') return [{ invoiceId: document.sourceId, amount: document.settled }];
    const invoice = settles.find((row) => row.id === document.sourceId);
    const balance = invoice ? subtractMoney(invoice.payable, invoice.settled) : document.payable;
    const amount = compareMoney(balance, document.payable) < 0 ? balance : document.payable;
    return [{ invoiceId: document.sourceId, amount: formatMoney(amount) }];
  }
  const allocated = sumMoney(allocations.map((a) => a.amount));
  if (event === 'issued' && compareMoney(allocated, document.payable) > 0) {
    const message = `The allocations (${formatMoney(allocated)}) are more than the receipt (${document.payable}).`;
    throw new AppError('CONFLICT', message, [{ field: 'allocations', message }]);
  }
  return allocations.map((a) => ({ invoiceId: a.invoiceId, amount: a.amount }));
}

/** What settles invoices: a receipt (a payment) or a credit note. */
export type Settling = Pick<DocumentRow, 'kind' | 'contactId' | 'currency'>;

/**
 * The one rule of which invoices a receipt or a credit note may settle: a receipt only its own
 * contact's (once it has a contact), and either only those in its own currency. No rate turns
 * one currency into another here: a customer who pays a USD invoice in SGD gets a USD receipt
 * that records the SGD received (record-payment.ts). Checked where a draft's allocations are
 * written, when its contact or currency changes (`checkSettled`), and again where it moves money
 * (its issue, and so a recorded payment too). 409, naming the invoice.
 */
export function assertMaySettle(
  settling: Settling,
  invoice: Pick<DocumentRow, 'id' | 'number' | 'contactId' | 'currency'>,
): void {
  const name = `Invoice ${invoice.number ?? invoice.id}`;
  if (settling.kind === 'receipt' && settling.contactId && invoice.contactId !== settling.contactId)
    throw new AppError(
      'CONFLICT',
      `${name} is another contact's: a receipt settles only invoices of its own contact.`,
    );
  if (invoice.currency !== settling.currency) {
    const what = settling.kind === 'credit' ? 'a credit note' : 'a receipt';
    const message = `${name} is in ${invoice.currency}: ${what} in ${settling.currency} cannot settle it.`;
    throw new AppError('CONFLICT', message, [{ field: 'currency', message }]);
  }
}

/** A credit note may credit its invoice, even paid, unless it is void or not issued. */
function assertMayCredit(invoice: DocumentRow, by: Settling): void {
  assertMaySettle(by, invoice);
  if (invoice.status === 'void' || invoice.status === 'draft')
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoice.number ?? invoice.id} is ${invoice.status === 'void' ? 'void' : 'not issued yet'}: it takes no credit.`,
    );
}

/** An invoice with an amount added to (or taken back from) what is settled, its status in step. */
function settled(invoice: DocumentRow, sign: 1 | -1, amount: string, by: Settling): DocumentRow {
  const what = by.kind === 'credit' ? 'credit' : 'payment';
  if (invoice.kind !== 'invoice')
    throw new AppError('CONFLICT', `${invoice.number ?? invoice.id} is not an invoice.`);
  if (sign > 0) assertMaySettle(by, invoice);
  if (sign > 0 && !['issued', 'partially_paid'].includes(invoice.status)) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoice.number ?? invoice.id} is ${invoice.status === 'paid' ? 'already paid' : invoice.status === 'void' ? 'void' : 'not issued yet'}: it takes no ${what}.`,
    );
  }
  const total =
    sign > 0 ? addMoney(invoice.settled, amount) : subtractMoney(invoice.settled, amount);
  if (compareMoney(total, invoice.payable) > 0) {
    throw new AppError(
      'CONFLICT',
      `This ${what} is more than the balance of invoice ${invoice.number} (${formatMoney(subtractMoney(invoice.payable, invoice.settled))}).`,
    );
  }
  return {
    ...invoice,
    settled: formatMoney(total),
    status: invoice.status === 'void' ? 'void' : paymentStatus(invoice.payable, total),
    updatedAt: new Date(),
  };
}

/**
 * Credit applied to a contact's invoices, or an application undone: no money comes in or goes
 * out, but each invoice's settled amount (and its status) and each source's move together, so
 * the ledger posts it here too (the contact's credit against its receivable). The rows are the
 * caller's, locked, the rules already checked (apply-credit.ts); `uses` are the
 * `credit_uses` rows of the application.
 */
export interface CreditEvent {
  event: 'applied' | 'undone';
  applicationId: string;
  uses: readonly { sourceId: string; invoiceId: string; amount: string }[];
  invoices: readonly DocumentRow[];
  sources: readonly Pick<DocumentRow, 'id' | 'settled'>[];
}

export async function creditEvent(t: TenantTransaction, event: CreditEvent): Promise<void> {
  const move = event.event === 'applied' ? addMoney : subtractMoney;
  const settledOf = new Map<string, string>([
    ...event.invoices.map((row) => [row.id, row.settled] as const),
    ...event.sources.map((row) => [row.id, row.settled] as const),
  ]);
  const moved = (id: string, amount: string) => {
    const after = formatMoney(move(settledOf.get(id) ?? '0', amount));
    settledOf.set(id, after);
  };
  for (const use of event.uses) {
    moved(use.invoiceId, use.amount);
    moved(use.sourceId, use.amount);
  }
  const at = new Date();
  for (const invoice of event.invoices) {
    const settled = settledOf.get(invoice.id) ?? invoice.settled;
    if (settled === invoice.settled) continue;
    const status = invoice.status === 'void' ? 'void' : paymentStatus(invoice.payable, settled);
    await t.tx
      .update(documents)
      .set({ settled, status, updatedAt: at })
      .where(and(t.owns(documents.tenantId), eq(documents.id, invoice.id)));
  }
  for (const source of event.sources) {
    const settled = settledOf.get(source.id) ?? source.settled;
    if (settled === source.settled) continue;
    await t.tx
      .update(documents)
      .set({ settled, updatedAt: at })
      .where(and(t.owns(documents.tenantId), eq(documents.id, source.id)));
  }
}
