/**
 * A statement of account (PRODUCT.md section 3, issue 36): for a contact and a period, per
 * currency, the opening balance, every invoice, credit note, receipt and refund dated in the
 * period with a running balance, the closing balance and the ageing of what is owed at the
 * period's end. Amounts are decimal strings to the cent (core's money), never numbers.
 *
 * The balance is what the contact owes: invoices add, credit notes and receipts take off, refunds
 * add back (money paid out of their credit). Applying credit to an invoice moves no money, so it
 * never changes the running balance; it changes only which invoices are still open (the ageing).
 */

/** The documents a statement lists, each a line of it. */
export type StatementLineKind = 'invoice' | 'credit' | 'receipt' | 'refund';

export interface StatementLine {
  /** The document's issue date, `YYYY-MM-DD`. */
  date: string;
  documentId: string;
  kind: StatementLineKind;
  number: string;
  /** What the line says, e.g. `Invoice INV-000012, due 27/12/2026`. */
  description: string;
  /** What it adds to the balance (invoices, refunds) or takes off it (credit notes, receipts). */
  debit: string;
  credit: string;
  /** The balance after this line. */
  balance: string;
}

/** What is owed at a date, by how far past its due date: PRODUCT.md's five buckets. */
export interface AgeingBuckets {
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
}

export interface CurrencyStatement {
  currency: string;
  opening: string;
  lines: StatementLine[];
  /** Opening plus the lines: what the contact owes at the period's end (negative: in credit). */
  closing: string;
  /** The open invoices at the period's end, by age. */
  ageing: AgeingBuckets;
  /** Credit not yet applied nor refunded at the period's end; closing = ageing's sum - this. */
  unappliedCredit: string;
}

/** A statement as it is shown, printed and kept (`statements.content`). */
export interface StatementContent {
  /** Set once kept: the statement's number (series `statement`) and id. */
  number: string | null;
  id: string | null;
  contactId: string;
  /** `YYYY-MM-DD` both, `from` <= `to`. */
  from: string;
  to: string;
  /** One per currency the contact has documents in, SGD first. */
  currencies: CurrencyStatement[];
}
