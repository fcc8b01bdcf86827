import type { RefundCredit } from '@kira/core/credit';
import { todayInSingapore } from '@kira/core/dates';
import type { DocumentRecord } from '@kira/core/documents';
import { decideCreateDocument } from '@kira/core/policies/document-policy';
import { enforce } from '../access/enforce.ts';
import type { RequestAccess } from '../access/load-access.ts';
import { withRetry } from '../db/retry.ts';
import { issueNewDocument, issueNewRetried } from '../documents/issue-new-document.ts';
import { assertContactExists } from './credit-invoices.ts';
import { moneyDocument } from './payment-documents.ts';
import { exchangeRateOf } from './record-contact-payment.ts';

/**
 * Pays a contact back out of its credit: a refund document, issued at once through the one road
 * to issue, where `moneyEvent` spends the credit (refund-credit.ts: 409 naming what is
 * available when it is less).
 */
export async function refundFromCredit(
  access: RequestAccess,
  contactId: string,
  refund: RefundCredit,
): Promise<DocumentRecord> {
  enforce(decideCreateDocument(access, 'refund'));
  return withRetry(
    () =>
      access.scope.transaction(async (t) => {
        await assertContactExists(t, contactId);
        return issueNewDocument(
          access,
          t,
          moneyDocument({
            kind: 'refund',
            contactId,
            date: refund.date ?? todayInSingapore(),
            currency: refund.currency,
            exchangeRate: exchangeRateOf(refund, undefined),
            amount: refund.amount,
            description: 'Refund of credit',
            paymentMethod: refund.paymentMethod,
            reference: refund.reference,
            accountId: refund.accountId,
            allocations: [],
          }),
          'refund',
        );
      }),
    { ...issueNewRetried, attempts: 10 },
  );
}
