import type { DocumentKind } from './document-lifecycle.ts';

/**
 * The kinds whose issue and void move money, so the ledger posts each of them: an invoice
 * (what a customer owes), a receipt (money in), a credit note (what is owed back) and an
 * expense and a refund (money out). Quotations, orders and delivery orders promise or record goods, not money.
 */
export const MONEY_KINDS = [
  'invoice',
  'receipt',
  'credit',
  'expense',
  'refund',
] as const satisfies readonly DocumentKind[];

export type MoneyKind = (typeof MONEY_KINDS)[number];

export function movesMoney(kind: DocumentKind): kind is MoneyKind {
  return (MONEY_KINDS as readonly DocumentKind[]).includes(kind);
}

/** The kinds that settle other documents: a receipt its invoices, a credit note its invoice. */
export function settlesInvoices(kind: DocumentKind): boolean {
  return kind === 'receipt' || kind === 'credit';
}

/** The kinds whose money goes through a bank or cash account: a receipt in, a refund out. */
export function paysThroughAccount(kind: DocumentKind): boolean {
  return kind === 'receipt' || kind === 'refund';
}
