import type { CreateDocument, DocumentRecord } from '@kira/core/documents';
import { decideCreateDocument, decideDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../../access/enforce.ts';
import type { RequestAccess } from '../../access/load-access.ts';
import { withRetry } from '../../db/retry.ts';
import { AppError } from '../../http/app-error.ts';
import { lockDocument } from '../store/read-document.ts';
import { issueRetried, issueWithin } from './issue.ts';
import { insertDraft } from './new-draft.ts';

/**
 * Records a payment of an invoice: a receipt for the amount, allocated to it, issued at once,
 * in one transaction with the invoice's new balance.
 */
export async function recordPayment(
  access: RequestAccess,
  invoiceId: string,
  payment: {
    amount: string;
    date: string;
    paymentMethod: CreateDocument['paymentMethod'];
    reference: string;
  },
): Promise<DocumentRecord> {
  // A payment is a receipt: who may not write one learns that first, whatever the invoice.
  enforce(decideCreateDocument(access, 'receipt'));
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        const invoice = await lockDocument(t, invoiceId);
        if (invoice.kind !== 'invoice') throw new AppError('NOT_FOUND', `No invoice ${invoiceId}`);
        enforce(decideDocument(access, invoice, 'recordPayment'));
        const receipt = await insertDraft(
          t,
          {
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
                description: `Payment for ${invoice.number ?? invoiceId}`,
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
            allocations: [{ invoiceId, amount: payment.amount }],
          },
          null,
          'record-payment',
        );
        return issueWithin(access, t, receipt.id);
      }),
    issueRetried,
  );
}
