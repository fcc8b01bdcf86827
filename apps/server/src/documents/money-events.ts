import { paymentStatus } from '@kira/core/document-lifecycle';
import { addMoney, compareMoney, formatMoney, subtractMoney, sumMoney } from '@kira/core/money';
import { and, eq } from 'drizzle-orm';
import { documents, paymentAllocations } from '../db/schema/index.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { AppError } from '../http/app-error.ts';
import type { DocumentRow } from './store/document-rows.ts';
import { lockDocument } from './store/read-document.ts';

/**
 * Every event that moves money goes through here, inside the transaction that causes it:
 * issuing or voiding an invoice, a receipt (a payment, allocated to invoices) or a credit note
 * (against its invoice), and expenses. Today it keeps each invoice's settled amount and
 * payment status; the ledger's journal entries will be posted from here too.
 */
export async function moneyEvent(
  t: TenantTransaction,
  event: 'issued' | 'voided',
  document: DocumentRow,
): Promise<void> {
  const sign = event === 'issued' ? 1 : -1;
  if (document.kind === 'receipt') {
    const allocations = await t.tx
      .select()
      .from(paymentAllocations)
      .where(
        and(t.owns(paymentAllocations.tenantId), eq(paymentAllocations.receiptId, document.id)),
      );
    const allocated = sumMoney(allocations.map((a) => a.amount));
    if (event === 'issued' && compareMoney(allocated, document.payable) > 0) {
      const message = `The allocations (${formatMoney(allocated)}) are more than the receipt (${document.payable}).`;
      throw new AppError('CONFLICT', message, [{ field: 'allocations', message }]);
    }
    for (const allocation of allocations) {
      await settle(t, allocation.invoiceId, sign, allocation.amount, {
        what: 'payment',
        receipt: document,
      });
    }
    await t.tx
      .update(documents)
      .set({ settled: event === 'issued' ? formatMoney(allocated) : '0' })
      .where(and(t.owns(documents.tenantId), eq(documents.id, document.id)));
  }
  if (document.kind === 'credit' && document.sourceId) {
    await settle(t, document.sourceId, sign, document.payable, { what: 'credit' });
  }
}

/**
 * A receipt settles only invoices of its own contact: checked where a draft's allocations are
 * written (once it has a contact) and again where they move money (its issue, which needs a
 * contact, and so a recorded payment too).
 */
export function assertOwnContactsInvoice(
  receipt: Pick<DocumentRow, 'contactId'>,
  invoice: Pick<DocumentRow, 'id' | 'number' | 'contactId'>,
): void {
  if (invoice.contactId === receipt.contactId) return;
  throw new AppError(
    'CONFLICT',
    `Invoice ${invoice.number ?? invoice.id} is another contact's: a receipt settles only invoices of its own contact.`,
  );
}

/** Adds (or takes back) an amount settled on an invoice, keeping its status in step. */
async function settle(
  t: TenantTransaction,
  invoiceId: string,
  sign: 1 | -1,
  amount: string,
  by: { what: 'credit' } | { what: 'payment'; receipt: Pick<DocumentRow, 'contactId'> },
) {
  const { what } = by;
  const invoice = await lockDocument(t, invoiceId);
  if (invoice.kind !== 'invoice')
    throw new AppError('CONFLICT', `${invoice.number ?? invoiceId} is not an invoice.`);
  if (sign > 0 && by.what === 'payment') assertOwnContactsInvoice(by.receipt, invoice);
  if (sign > 0 && !['issued', 'partially_paid'].includes(invoice.status)) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoice.number ?? invoiceId} is ${invoice.status === 'paid' ? 'already paid' : invoice.status === 'void' ? 'void' : 'not issued yet'}: it takes no ${what}.`,
    );
  }
  const settled =
    sign > 0 ? addMoney(invoice.settled, amount) : subtractMoney(invoice.settled, amount);
  if (compareMoney(settled, invoice.payable) > 0) {
    throw new AppError(
      'CONFLICT',
      `This ${what} is more than the balance of invoice ${invoice.number} (${formatMoney(subtractMoney(invoice.payable, invoice.settled))}).`,
    );
  }
  await t.tx
    .update(documents)
    .set({
      settled: formatMoney(settled),
      status: invoice.status === 'void' ? 'void' : paymentStatus(invoice.payable, settled),
      updatedAt: new Date(),
    })
    .where(and(t.owns(documents.tenantId), eq(documents.id, invoiceId)));
}
