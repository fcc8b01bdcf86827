import { z } from './zod.ts';

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
export const STATEMENT_LINE_KINDS = ['invoice', 'credit', 'receipt', 'refund'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementLineSchema = z.object({
  /** The document's issue date, `YYYY-MM-DD`. */
  date: z.string(),
  documentId: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  number: z.string(),
  /** What the line says, e.g. `Invoice INV-000012, due 27 Dec 2026`. */
  description: z.string(),
  /** What it adds to the balance (invoices, refunds) or takes off it (credit notes, receipts). */
  debit: z.string(),
  credit: z.string(),
  /** The balance after this line. */
  balance: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** What is owed at a date, by how far past its due date: PRODUCT.md's five buckets. */
export const ageingBucketsSchema = z
  .object({
    current: z.string(),
    days1to30: z.string(),
    days31to60: z.string(),
    days61to90: z.string(),
    over90: z.string(),
  })
  .meta({ id: 'AgeingBuckets' });
export type AgeingBuckets = z.infer<typeof ageingBucketsSchema>;

export const currencyStatementSchema = z.object({
  currency: z.string(),
  opening: z.string(),
  lines: z.array(statementLineSchema),
  /** Opening plus the lines: what the contact owes at the period's end (negative: in credit). */
  closing: z.string(),
  /** The open invoices at the period's end, by age. */
  ageing: ageingBucketsSchema,
  /** Credit not yet applied nor refunded at the period's end; closing = ageing's sum - this. */
  unappliedCredit: z.string(),
});
export type CurrencyStatement = z.infer<typeof currencyStatementSchema>;

/** Who the statement is addressed to, as printed. */
export const statementContactSchema = z.object({
  name: z.string(),
  uen: z.string(),
  addressLines: z.array(z.string()),
});
export type StatementContact = z.infer<typeof statementContactSchema>;

/** Who issues it, as its letterhead printed them when it was kept. */
export const statementCompanySchema = z.object({
  legalName: z.string(),
  uen: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  gstNumber: z.string(),
  /** The logo file the letterhead printed (files are named by content, never overwritten). */
  logoFile: z.string().nullable(),
});
export type StatementCompany = z.infer<typeof statementCompanySchema>;

/** The PayNow code printed for the SGD amount due, its reference the statement's number. */
export const statementPayNowSchema = z.object({
  payload: z.string(),
  amount: z.string(),
  reference: z.string(),
});
export type StatementPayNow = z.infer<typeof statementPayNowSchema>;

/** A statement as it is shown, printed and kept (`statements.content`). */
export const statementContentSchema = z
  .object({
    /** Set once kept: the statement's number (series `statement`) and id. */
    number: z.string().nullable(),
    id: z.string().nullable(),
    contactId: z.string(),
    contact: statementContactSchema,
    /** `YYYY-MM-DD` both, `from` <= `to`. */
    from: z.string(),
    to: z.string(),
    /** One per currency the contact has documents in, SGD first. */
    currencies: z.array(currencyStatementSchema),
    /** Set on a kept statement: the letterhead and PayNow code as printed. */
    company: statementCompanySchema.nullable(),
    payNow: statementPayNowSchema.nullable(),
  })
  .meta({ id: 'StatementContent' });
export type StatementContent = z.infer<typeof statementContentSchema>;

/** A kept statement as the contact page lists it. */
export const keptStatementSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    contactId: z.string(),
    from: z.string(),
    to: z.string(),
    createdAt: z.string(),
    /** How many times it was e-mailed. */
    sends: z.number().int(),
  })
  .meta({ id: 'KeptStatement' });
export type KeptStatement = z.infer<typeof keptStatementSchema>;
