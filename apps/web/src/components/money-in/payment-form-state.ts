import { allocateOldestFirst, unallocatedRest } from '@kira/core/credit';
import type { DocumentSummary } from '@kira/core/documents';
import { isDecimalString } from '@kira/core/money-arithmetic';

/** What the payment form holds, as typed. */
export interface PaymentDraft {
  amount: string;
  currency: string;
  date: string;
  paymentMethod: string;
  accountId: string;
  reference: string;
  /** Of a payment in another currency received in SGD: what was received. */
  sgdReceived: string;
  /** What goes to each invoice, by id: allocated oldest first until the person edits one. */
  amounts: Record<string, string>;
}

/**
 * The amounts of a payment allocated oldest first over the open invoices (core's rule), the
 * invoice it was recorded from (`firstId`) first.
 */
export function oldestFirst(
  invoices: readonly DocumentSummary[],
  amount: string,
  firstId?: string,
): Record<string, string> {
  if (!isDecimalString(amount.trim())) return {};
  const { allocations } = allocateOldestFirst(invoices, amount.trim(), firstId);
  return Object.fromEntries(allocations.map((a) => [a.invoiceId, a.amount]));
}

/** The allocations given an amount, as the API takes them. */
export function allocationsOf(amounts: Record<string, string>) {
  return Object.entries(amounts)
    .filter(([, amount]) => amount.trim() !== '' && isDecimalString(amount.trim()))
    .map(([invoiceId, amount]) => ({ invoiceId, amount: amount.trim() }));
}

/** What of the payment is left as credit, or null while something is not a number. */
export function restOf(draft: PaymentDraft): string | null {
  const allocations = allocationsOf(draft.amounts);
  if (!isDecimalString(draft.amount.trim())) return null;
  return unallocatedRest(draft.amount.trim(), allocations);
}
