import { amountSchema, boundedDecimal, LIMITS } from './bounds.ts';
import { contactBalanceSchema } from './contacts.ts';
import { plainDateSchema } from './dates.ts';
import { PAYMENT_METHOD_VALUES } from './enums.ts';
import { optionalText } from './form-fields.ts';
import {
  addMoney,
  compareMoney,
  formatMoney,
  type MoneyInput,
  subtractMoney,
  sumMoney,
} from './money-arithmetic.ts';
import { z } from './zod.ts';

/**
 * A contact's credit (issue 36): what of its issued receipts is not allocated and of its issued
 * credit notes is not used. It is spent by applying it to the contact's invoices or by refunding
 * it; each spending is rows of `credit_uses`, taken from the sources oldest first.
 */

const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A currency is a 3-letter ISO code such as SGD or USD');

const exchangeRateSchema = boundedDecimal({
  label: 'Exchange rate',
  decimals: 8,
  min: LIMITS.exchangeRateMin,
  max: LIMITS.exchangeRateMax,
});

const allocationSchema = z.object({
  invoiceId: z.string().min(1).max(40),
  amount: amountSchema('Amount', { positive: true }),
});

const noInvoiceTwice = (allocations: { invoiceId: string }[], context: z.RefinementCtx) => {
  const ids = allocations.map((a) => a.invoiceId);
  if (new Set(ids).size !== ids.length)
    context.addIssue({ code: 'custom', message: 'An invoice appears twice in the allocations' });
};

/** `POST /api/contacts/{id}/credit/apply`. */
export const applyCreditSchema = z
  .object({
    allocations: z
      .array(allocationSchema)
      .min(1, 'Choose at least one invoice')
      .max(100)
      .superRefine(noInvoiceTwice),
    date: plainDateSchema.optional(),
  })
  .strict()
  .meta({ id: 'ApplyCredit' });
export type ApplyCredit = z.infer<typeof applyCreditSchema>;

const paymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES, { error: 'Pick a payment method' });

/** What money received from or paid back to a contact says, whichever way it goes. */
const moneyMovedFields = {
  amount: amountSchema('Amount', { positive: true }),
  currency: currencySchema.default('SGD'),
  date: plainDateSchema.optional(),
  paymentMethod: paymentMethodSchema.nullable().default(null),
  reference: optionalText('Reference', 80).default(''),
  accountId: z.string().min(1).max(40).optional(),
};

/** `POST /api/contacts/{id}/credit/refund`: a refund issued at once. */
export const refundCreditSchema = z
  .object({ ...moneyMovedFields, exchangeRate: exchangeRateSchema.optional() })
  .strict()
  .meta({ id: 'RefundCredit' });
export type RefundCredit = z.infer<typeof refundCreditSchema>;

/**
 * `POST /api/contacts/{id}/payments`: money received from a contact, one receipt issued at once,
 * allocated to its invoices; what is not allocated is its credit.
 */
export const contactPaymentSchema = z
  .object({
    ...moneyMovedFields,
    /** Of a payment in another currency: SGD to the unit; its first invoice's when not given. */
    exchangeRate: exchangeRateSchema.optional(),
    /** A payment in another currency received in SGD: the SGD received (gives the rate). */
    sgdReceived: amountSchema('SGD received', { positive: true })
      .optional()
      .describe(
        "For a payment in another currency received in SGD: the SGD received. The receipt stays in the payment's currency, records it, and takes its rate from it (SGD received over the amount); give it or exchangeRate, not both.",
      ),
    allocations: z.array(allocationSchema).max(100).superRefine(noInvoiceTwice).default([]),
  })
  .strict()
  .refine((payment) => !(payment.exchangeRate && payment.sgdReceived), {
    message: 'Give the exchange rate or the SGD received, not both',
    path: ['sgdReceived'],
  })
  .meta({ id: 'ContactPayment' });
export type ContactPayment = z.infer<typeof contactPaymentSchema>;

export const creditUseSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  sourceNumber: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  refundId: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
});

export const creditApplicationSchema = z
  .object({
    applicationId: z.string(),
    contactId: z.string(),
    usedOn: z.string(),
    currency: z.string(),
    total: z.string(),
    createdAt: z.string(),
    undoneAt: z.string().nullable(),
    rows: z.array(creditUseSchema),
  })
  .meta({ id: 'CreditApplication' });
export type CreditApplication = z.infer<typeof creditApplicationSchema>;

/** What a contact has in credit in one currency, and the open invoices it may go to. */
export const currencyCreditSchema = z.object({
  currency: z.string(),
  available: z.string(),
});
export type CurrencyCredit = z.infer<typeof currencyCreditSchema>;

/** `GET /api/contacts/{id}/credit`: credit per currency and the applications, newest first. */
export const contactCreditSchema = z
  .object({
    credit: z.array(currencyCreditSchema),
    applications: z.array(creditApplicationSchema),
  })
  .meta({ id: 'ContactCredit' });
export type ContactCredit = z.infer<typeof contactCreditSchema>;

/** The answer of applying credit or undoing an application. */
export const creditApplicationAnswerSchema = z
  .object({
    application: creditApplicationSchema,
    balance: contactBalanceSchema,
    credit: z.array(currencyCreditSchema),
  })
  .meta({ id: 'CreditApplicationAnswer' });

/** A receipt or credit note with credit left: `open` is its payable less its settled. */
export interface CreditSource {
  id: string;
  issueDate: string;
  /** Tie-break between sources of one day (a number, or the id). */
  order: string;
  open: string;
}

/**
 * Takes `amount` from the sources, oldest first (issue date, then `order`), each at most what it
 * has open: the parts taken, or null when together they have less than `amount`.
 */
export function spendOldestFirst(
  sources: readonly CreditSource[],
  amount: MoneyInput,
): { sourceId: string; amount: string }[] | null {
  const sorted = [...sources].sort(
    (a, b) => a.issueDate.localeCompare(b.issueDate) || a.order.localeCompare(b.order),
  );
  const taken: { sourceId: string; amount: string }[] = [];
  let left = formatMoney(amount);
  for (const source of sorted) {
    if (compareMoney(left, '0') <= 0) break;
    if (compareMoney(source.open, '0') <= 0) continue;
    const part = compareMoney(source.open, left) < 0 ? source.open : left;
    taken.push({ sourceId: source.id, amount: formatMoney(part) });
    left = formatMoney(subtractMoney(left, part));
  }
  return compareMoney(left, '0') > 0 ? null : taken;
}

/** What the sources have open together. */
export function creditAvailable(sources: readonly Pick<CreditSource, 'open'>[]): string {
  return formatMoney(sumMoney(sources.map((s) => (compareMoney(s.open, '0') > 0 ? s.open : '0'))));
}

/** An open invoice a payment can be allocated to. */
export interface OpenInvoice {
  id: string;
  issueDate: string;
  dueDate: string | null;
  number: string | null;
  balance: string;
}

/**
 * A payment of `amount` allocated across open invoices oldest first (by due date, then issue
 * date, then number), each up to its balance; `rest` is what is left over, the contact's credit.
 */
export function allocateOldestFirst(
  invoices: readonly OpenInvoice[],
  amount: MoneyInput,
  /** An invoice served before the others: the one a payment was recorded from. */
  firstId?: string,
): { allocations: { invoiceId: string; amount: string }[]; rest: string } {
  const sorted = [...invoices].sort(
    (a, b) =>
      Number(b.id === firstId) - Number(a.id === firstId) ||
      (a.dueDate ?? a.issueDate).localeCompare(b.dueDate ?? b.issueDate) ||
      a.issueDate.localeCompare(b.issueDate) ||
      (a.number ?? a.id).localeCompare(b.number ?? b.id),
  );
  const allocations: { invoiceId: string; amount: string }[] = [];
  let left = formatMoney(amount);
  for (const invoice of sorted) {
    if (compareMoney(left, '0') <= 0) break;
    if (compareMoney(invoice.balance, '0') <= 0) continue;
    const part = compareMoney(invoice.balance, left) < 0 ? invoice.balance : left;
    allocations.push({ invoiceId: invoice.id, amount: formatMoney(part) });
    left = formatMoney(subtractMoney(left, part));
  }
  return { allocations, rest: left };
}

/** What of a payment is left for credit once its allocations are taken off. */
export function unallocatedRest(
  amount: MoneyInput,
  allocations: readonly { amount: MoneyInput }[],
): string {
  return formatMoney(subtractMoney(amount, sumMoney(allocations.map((a) => a.amount))));
}

/** A use of a source's credit that is not undone: a refund, or an application to an invoice. */
export type CreditInUse =
  | { refundNumber: string }
  | { applicationId: string; invoiceNumbers: string[] };

/** How a void names what spends the credit it would take back: "refund RFD-000001". */
export function describeCreditInUse(uses: readonly CreditInUse[]): string {
  return uses
    .map((use) =>
      'refundNumber' in use
        ? `refund ${use.refundNumber}`
        : `the credit application ${use.applicationId} (${use.invoiceNumbers.join(', ')})`,
    )
    .join(' and ');
}

/** The sum of amounts as money text, for answers. */
export function totalOf(rows: readonly { amount: MoneyInput }[]): string {
  return formatMoney(rows.reduce<MoneyInput>((sum, row) => addMoney(sum, row.amount), '0'));
}
