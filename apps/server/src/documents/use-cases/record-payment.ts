import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { decideCreateDocument, decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { numericText } from '../../db/numeric-text.ts';
import { withRetry } from '../../db/retry.ts';
import { documentLines, documents, paymentAllocations } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { sgdReceivedRate } from '../sgd-received-rate.ts';
import type { DocumentRow } from '../store/document-rows.ts';
import { lockInvoiceToPay } from '../store/invoice-to-pay.ts';
import { issueDraft, issueRetried } from './issue.ts';
import { prepareDraft } from './new-draft.ts';

/**
 * Records a payment of an invoice: a receipt for the amount, allocated to it, issued at once,
 * in one transaction with the invoice's new balance. One pass: the invoice is locked once,
 * with what the receipt needs of its company; the receipt is written whole and issued from
 * memory (`issueDraft`), never read back.
 *
 * The receipt is in the invoice's currency (a receipt settles only invoices in its own:
 * `assertMaySettle`). An invoice in another currency paid in SGD gives `sgdReceived`: the
 * receipt keeps it, at the payment's own rate (`paymentRate`), so the ledger can post the
 * difference from the invoice's rate.
 */
export async function recordPayment(
  access: RequestAccess,
  invoiceId: string,
  payment: {
    amount: string;
    date: string;
    paymentMethod: CreateDocument['paymentMethod'];
    reference: string;
    accountId?: string | undefined;
    sgdReceived?: string | undefined;
  },
): Promise<DocumentRecord> {
  // A payment is a receipt: who may not write one learns that first, whatever the invoice.
  enforce(decideCreateDocument(access, 'receipt'));
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        const { invoice, context, likelyNumber } = await lockInvoiceToPay(t, invoiceId);
        if (invoice.kind !== 'invoice') throw new AppError('NOT_FOUND', `No invoice ${invoiceId}`);
        enforce(decideDocument(access, invoice, 'recordPayment'));
        const allocations = [{ invoiceId, amount: payment.amount }];
        const exchangeRate = rateOfPayment(invoice, payment);
        const prepared = await prepareDraft(
          t,
          receiptOf({ ...invoice, exchangeRate }, payment, allocations),
          null,
          context.settings,
        );
        const { lines } = prepared;
        const row = payment.sgdReceived
          ? {
              ...prepared.row,
              sgdReceived: numericText(payment.sgdReceived, documents.sgdReceived),
            }
          : prepared.row;
        await t.tx.insert(documents).values(row);
        await t.tx.insert(documentLines).values(lines);
        const allocated = allocations.map((a) => ({ ...a, receiptId: row.id }));
        await t.tx
          .insert(paymentAllocations)
          .values(allocated.map((a) => ({ tenantId: t.ctx.tenantId, ...a })));
        const own = { lines, allocations: allocated, attachments: [], sends: [] };
        return issueDraft(
          access,
          t,
          { row, own, context, likelyNumber },
          { settles: [invoice], auditAction: 'record-payment' },
        );
      }),
    issueRetried,
  );
}

/** The receipt's rate: the invoice's, or for a payment received in SGD its own. */
function rateOfPayment(
  invoice: Pick<DocumentRow, 'currency' | 'exchangeRate'>,
  payment: Parameters<typeof recordPayment>[2],
): string {
  if (!payment.sgdReceived) return invoice.exchangeRate;
  return sgdReceivedRate('invoice', invoice.currency, payment.amount, payment.sgdReceived);
}

function receiptOf(
  invoice: {
    number: string | null;
    id: string;
    contactId: string | null;
    currency: string;
    exchangeRate: string;
  },
  payment: Parameters<typeof recordPayment>[2],
  allocations: CreateDocument['allocations'],
): CreateDocument {
  return {
    kind: 'receipt',
    contactId: invoice.contactId,
    issueDate: payment.date,
    dueDate: null,
    validUntil: null,
    deliveryDate: null,
    currency: invoice.currency,
    exchangeRate: invoice.exchangeRate,
    reference: payment.reference,
    pricesIncludeGst: false,
    documentDiscount: null,
    lines: [
      {
        productId: null,
        description: `Payment for ${invoice.number ?? invoice.id}`,
        quantity: '1',
        unit: '',
        unitPrice: payment.amount,
        discount: null,
        taxCode: 'OS',
      },
    ],
    notes: '',
    terms: '',
    expenseCategory: null,
    paymentMethod: payment.paymentMethod,
    accountId: payment.accountId ?? null,
    allocations,
  };
}
