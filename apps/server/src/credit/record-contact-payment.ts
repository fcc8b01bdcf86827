import type { ContactPayment } from '@kira/core/credit';
import { todayInSingapore } from '@kira/core/dates';
import type { DocumentRecord } from '@kira/core/documents';
import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { withRetry } from '../db/retry.ts';
import { issueNewDocument, issueNewRetried } from '../documents/issue-new-document.ts';
import { sgdReceivedRate } from '../documents/sgd-received-rate.ts';
import { AppError } from '../http/app-error.ts';
import { assertContactExists, assertTakesCredit, lockInvoices } from './credit-invoices.ts';
import { moneyDocument } from './payment-documents.ts';

/**
 * Records money received from a contact: one receipt, allocated to the contact's invoices as
 * given, issued at once through the one road to issue (so `moneyEvent` settles the invoices);
 * what is not allocated is the contact's credit. One transaction: the invoices are locked
 * first (id order), so concurrent payments never over-allocate one. A payment in another
 * currency received in SGD keeps the SGD received, as a payment of one invoice does.
 */
export async function recordContactPayment(
  access: RequestAccess,
  contactId: string,
  payment: ContactPayment,
): Promise<DocumentRecord> {
  enforce(decideCreateDocument(access, 'receipt'));
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        await assertContactExists(t, contactId);
        const locked = await lockInvoices(
          t,
          payment.allocations.map((a) => a.invoiceId),
        );
        const invoices = payment.allocations.map((a) =>
          assertTakesCredit(
            locked.find((row) => row.id === a.invoiceId),
            { ...a, contactId },
            'payment',
          ),
        );
        const other = invoices.find((invoice) => invoice.currency !== payment.currency);
        if (other) {
          const message = `Invoice ${other.number} is in ${other.currency}: a payment in ${payment.currency} cannot settle it.`;
          throw new AppError('CONFLICT', message, [{ field: 'currency', message }]);
        }
        return issueNewDocument(
          access,
          t,
          moneyDocument({
            kind: 'receipt',
            contactId,
            date: payment.date ?? todayInSingapore(),
            currency: payment.currency,
            exchangeRate: payment.sgdReceived
              ? sgdReceivedRate('payment', payment.currency, payment.amount, payment.sgdReceived)
              : exchangeRateOf(payment, invoices[0]?.exchangeRate),
            amount: payment.amount,
            description: 'Payment received',
            paymentMethod: payment.paymentMethod,
            reference: payment.reference,
            accountId: payment.accountId,
            allocations: payment.allocations,
          }),
          'record-payment',
          { sgdReceived: payment.sgdReceived },
        );
      }),
    { ...issueNewRetried, attempts: 10 },
  );
}

/** SGD is 1; another currency the rate given, else its first invoice's (400 without either). */
export function exchangeRateOf(
  given: { currency: string; exchangeRate?: string | undefined },
  fallback: string | undefined,
): string {
  if (given.currency === 'SGD') return '1';
  const rate = given.exchangeRate ?? fallback;
  if (rate) return rate;
  const message = `Give the exchange rate of ${given.currency} (SGD to one ${given.currency}).`;
  throw new AppError('VALIDATION_FAILED', message, [{ field: 'exchangeRate', message }]);
}
