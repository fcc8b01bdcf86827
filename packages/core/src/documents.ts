import type Big from 'big.js';
import {
  AMOUNT_LIMIT_MESSAGE,
  amountSchema,
  boundedDecimal,
  isWithinAmountLimit,
  LIMITS,
} from './bounds.ts';
import { plainDateSchema } from './dates.ts';
import { documentKindSchema } from './document-kind-schema.ts';
import { DOCUMENT_STATUSES } from './document-lifecycle.ts';
import { documentSendSchema } from './document-mail.ts';
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHOD_VALUES } from './enums.ts';
import { optionalText, requiredText } from './form-fields.ts';
import { LINE_DESCRIPTION_MAX } from './line-description.ts';
import { pageSchema, pagingSchema, sortSchema } from './listing.ts';
import { isDecimalString, sumMoney, toMoney } from './money.ts';
import { documentAbilitiesSchema } from './policies/document-policy.ts';
import { TAX_CODE_VALUES, taxCodeSchema } from './tax-codes.ts';
import { z } from './zod.ts';

export { addDays } from './calendar-dates.ts';

export const discountSchema = z
  .object({
    kind: z.enum(['percent', 'amount'], { error: 'A discount is a percent or an amount' }),
    value: boundedDecimal({ label: 'Discount', decimals: 2, max: LIMITS.amount }),
  })
  .superRefine((discount, context) => {
    if (
      discount.kind === 'percent' &&
      isDecimalString(discount.value) &&
      toMoney(discount.value).gt(100)
    )
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A discount cannot be more than 100%',
      });
  });

export const documentLineInputSchema = z
  .object({
    productId: z.string().min(1).max(40).nullable().default(null),
    description: requiredText('Description', LINE_DESCRIPTION_MAX),
    quantity: boundedDecimal({
      label: 'Quantity',
      decimals: 4,
      allowMin: false,
      max: LIMITS.quantity,
    }),
    unit: optionalText('Unit', 20).default(''),
    unitPrice: boundedDecimal({ label: 'Unit price', decimals: 4, max: LIMITS.price }),
    discount: discountSchema.nullable().default(null),
    taxCode: taxCodeSchema.default('SR'),
  })
  .superRefine((line, context) => {
    const gross = grossOf(line);
    if (gross && !isWithinAmountLimit(gross))
      context.addIssue({
        code: 'custom',
        path: ['unitPrice'],
        message: `Quantity times unit price ${AMOUNT_LIMIT_MESSAGE}`,
      });
  });
export type DocumentLineInput = z.infer<typeof documentLineInputSchema>;

export const allocationInputSchema = z.object({
  invoiceId: z.string().min(1).max(40),
  amount: amountSchema('Amount', { positive: true }),
});

/** A line's quantity times its price, when both are numbers. */
function grossOf(line: { quantity: string; unitPrice: string }): Big | null {
  if (!isDecimalString(line.quantity) || !isDecimalString(line.unitPrice)) return null;
  return toMoney(line.quantity).times(toMoney(line.unitPrice));
}

/** A document's lines: at most 200, and their sum within the amount limit. */
const linesSchema = z
  .array(documentLineInputSchema)
  .max(200, 'At most 200 lines')
  .superRefine((lines, context) => {
    const grosses = lines.map(grossOf);
    if (grosses.some((gross) => gross === null)) return;
    if (!isWithinAmountLimit(sumMoney(grosses as Big[])))
      context.addIssue({ code: 'custom', message: `The sum of the lines ${AMOUNT_LIMIT_MESSAGE}` });
  });

/** Every field of a draft a person edits (lines replace the draft's lines as a whole). */
const draftFields = z.object({
  contactId: z.string().min(1).max(40).nullable(),
  issueDate: plainDateSchema,
  dueDate: plainDateSchema.nullable(),
  validUntil: plainDateSchema.nullable(),
  deliveryDate: plainDateSchema.nullable(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'A currency is a 3-letter ISO code such as SGD or USD'),
  exchangeRate: boundedDecimal({
    label: 'Exchange rate',
    decimals: 8,
    min: LIMITS.exchangeRateMin,
    max: LIMITS.exchangeRateMax,
  }),
  reference: optionalText('Reference', 80),
  pricesIncludeGst: z.boolean(),
  documentDiscount: discountSchema.nullable(),
  lines: linesSchema,
  notes: optionalText('Notes', 4000),
  terms: optionalText('Terms', 4000),
  expenseCategory: z
    .enum(EXPENSE_CATEGORY_VALUES, { error: 'Pick an expense category' })
    .nullable(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES, { error: 'Pick a payment method' }).nullable(),
  /** A receipt's or a refund's bank or cash account; none: the company's default at issue. */
  accountId: z.string().min(1).max(40).nullable(),
  allocations: z.array(allocationInputSchema).max(100),
});

const d = draftFields.shape;

/** `POST /api/documents`: a new draft of a kind; what is not given has a default. */
export const createDocumentSchema = draftFields
  .extend({
    kind: documentKindSchema,
    contactId: d.contactId.default(null),
    issueDate: d.issueDate.optional(),
    dueDate: d.dueDate.default(null),
    validUntil: d.validUntil.default(null),
    deliveryDate: d.deliveryDate.default(null),
    currency: d.currency.default('SGD'),
    exchangeRate: d.exchangeRate.default('1'),
    reference: d.reference.default(''),
    pricesIncludeGst: d.pricesIncludeGst.default(false),
    documentDiscount: d.documentDiscount.default(null),
    lines: d.lines.default([]),
    notes: d.notes.default(''),
    terms: d.terms.default(''),
    expenseCategory: d.expenseCategory.default(null),
    paymentMethod: d.paymentMethod.default(null),
    accountId: d.accountId.default(null),
    allocations: d.allocations.default([]),
  })
  .strict()
  .superRefine(currencyRule)
  .meta({ id: 'CreateDocument' });
export type CreateDocument = z.infer<typeof createDocumentSchema>;

/** `PATCH /api/documents/{id}`: any fields of a draft. */
export const documentPatchSchema = draftFields
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Give at least one field to change')
  .meta({ id: 'DocumentPatch' });
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

function currencyRule(
  value: { currency?: string; exchangeRate?: string },
  context: z.RefinementCtx,
) {
  const rate = value.exchangeRate ?? '1';
  if (value.currency === 'SGD' && isDecimalString(rate) && !toMoney(rate).eq(1)) {
    context.addIssue({
      code: 'custom',
      path: ['exchangeRate'],
      message: 'An SGD document has an exchange rate of 1',
    });
  }
}

export const voidSchema = z
  .object({ reason: requiredText('Reason', 500) })
  .strict()
  .meta({ id: 'VoidDocument' });
export const convertSchema = z
  .object({ kind: documentKindSchema })
  .strict()
  .meta({ id: 'ConvertDocument' });

/** `POST /api/documents/{id}/payments`: a payment of an invoice, recorded as a receipt. */
export const recordPaymentSchema = z
  .object({
    amount: amountSchema('Amount', { positive: true }),
    date: plainDateSchema.optional(),
    paymentMethod: z
      .enum(PAYMENT_METHOD_VALUES, { error: 'Pick a payment method' })
      .nullable()
      .default(null),
    reference: optionalText('Reference', 80).default(''),
    /** The bank or cash account it went into; the company's default when not given. */
    accountId: z.string().min(1).max(40).optional(),
    /** A payment of an invoice in another currency, received in SGD: the SGD received. */
    sgdReceived: amountSchema('SGD received', { positive: true })
      .optional()
      .describe(
        "For an invoice in another currency paid in SGD: the SGD received. The receipt stays in the invoice's currency, records it, and takes its rate from it (SGD received over the amount).",
      ),
  })
  .strict()
  .meta({ id: 'RecordPayment' });
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

export const contactSnapshotSchema = z.object({
  name: z.string(),
  uen: z.string(),
  gstNumber: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  address: z.array(z.string()),
});
export type ContactSnapshot = z.infer<typeof contactSnapshotSchema>;

export const documentLineSchema = z.object({
  position: z.number().int(),
  productId: z.string().nullable(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  discount: z.object({ kind: z.enum(['percent', 'amount']), value: z.string() }).nullable(),
  taxCode: z.enum(TAX_CODE_VALUES),
  taxRate: z.string(),
  amount: z.string(),
  tax: z.string(),
});

export const chainLinkSchema = z.object({
  id: z.string(),
  kind: documentKindSchema,
  number: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  relation: z.enum(['source', 'converted', 'payment', 'credit']),
});

/** A document's amounts (docs/documents.md, "Amounts"): as shown, Subtotal - discount = taxable. */
const amounts = {
  /** What a document shows as its Subtotal: the lines' grosses, before any discount. */
  grossSubtotal: z.string(),
  /** The lines' own discounts (each line's rounded gross less its amount). */
  lineDiscounts: z.string(),
  /** The line amounts after their own discounts, before the document discount (stored). */
  subtotal: z.string(),
  /** Every discount: the lines' and the document's. */
  discount: z.string(),
  /** What GST is charged on: the net, without GST. */
  taxable: z.string(),
  tax: z.string(),
  total: z.string(),
  rounding: z.string(),
  payable: z.string(),
  settled: z.string(),
  balance: z.string(),
};

/** What a list shows of a document, as the server composes it (before `abilities`). */
export const documentSummaryRecordSchema = z.object({
  id: z.string(),
  kind: documentKindSchema,
  number: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  overdue: z.boolean(),
  expired: z.boolean(),
  contactId: z.string().nullable(),
  contactName: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  reference: z.string(),
  ...amounts,
});
export type DocumentSummaryRecord = z.infer<typeof documentSummaryRecordSchema>;

/** A list's document: what this user may do to it rides along (see document-policy.ts). */
export const documentSummarySchema = documentSummaryRecordSchema
  .extend({ abilities: documentAbilitiesSchema })
  .meta({ id: 'DocumentSummary' });
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** A document with its lines, amounts and chain, as the server composes it. */
export const documentRecordSchema = documentSummaryRecordSchema.extend({
  /** Of an invoice's `settled`, what its payments (receipts) settled; 0.00 for other kinds. */
  paid: z.string(),
  /** Of an invoice's `settled`, what its issued credit notes settled; 0.00 for other kinds. */
  credited: z.string(),
  /**
   * A credit note's invoice, as its amounts depend on it (core's `AdjustedInvoice`: the GST
   * date and the whole-credit rounding of `documentTotals`); null for any other document.
   */
  adjusts: z.object({ issueDate: z.string(), total: z.string(), payable: z.string() }).nullable(),
  validUntil: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  exchangeRate: z.string(),
  pricesIncludeGst: z.boolean(),
  gstRounding: z.enum(['line', 'subtotal']),
  /**
   * Whether its total was rounded to 5 cents (`cashRoundingApplies`): never a receipt's, and a
   * credit note's only when it credits a whole cash-rounded invoice (`documentTotals`).
   */
  cashRounding: z.boolean(),
  documentDiscount: z.object({ kind: z.enum(['percent', 'amount']), value: z.string() }).nullable(),
  contactSnapshot: contactSnapshotSchema.nullable(),
  lines: z.array(documentLineSchema),
  taxes: z.array(
    z.object({
      taxCode: z.enum(TAX_CODE_VALUES),
      taxRate: z.string(),
      taxable: z.string(),
      tax: z.string(),
    }),
  ),
  /**
   * A foreign-currency document's figures in SGD at its rate (core's `sgdFigures`): `taxable`
   * (total excluding GST) and `tax` converted, `total` (including GST) their sum.
   */
  sgd: z
    .object({ taxable: z.string(), tax: z.string(), total: z.string() })
    .nullable()
    .describe(
      'In SGD at the exchange rate, for a document in another currency: taxable (total excluding GST) and tax (GST) each converted and rounded to the cent; total (including GST) derived as their sum, or on a receipt paid in SGD what was received.',
    ),
  /** The SGD a receipt in another currency was paid with (a recorded payment's `sgdReceived`). */
  sgdReceived: z.string().nullable(),
  notes: z.string(),
  terms: z.string(),
  expenseCategory: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** A receipt's or a refund's bank or cash account (`/api/settings/accounts`). */
  accountId: z.string().nullable(),
  allocations: z.array(
    z.object({ invoiceId: z.string(), invoiceNumber: z.string().nullable(), amount: z.string() }),
  ),
  attachments: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** Every time it was e-mailed, newest first, with where the mail is. */
  sends: z.array(documentSendSchema),
  sourceId: z.string().nullable(),
  chain: z.array(chainLinkSchema),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  issuedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  issuedBy: z.string().nullable(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/** A document as the API answers it: the record, and what this user may do to it now. */
export const documentSchema = documentRecordSchema
  .extend({ abilities: documentAbilitiesSchema })
  .meta({ id: 'Document' });
export type Document = z.infer<typeof documentSchema>;

export const DOCUMENT_SORT_FIELDS = [
  'issueDate',
  'number',
  'total',
  'dueDate',
  'createdAt',
] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** One status or several, comma-separated (`issued,partially_paid`): a document in any of them. */
const statusesSchema = z
  .string()
  .max(200)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((status) => status.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(DOCUMENT_STATUSES)).min(1, 'Choose at least one status'));

export const documentListQuerySchema = pagingSchema.extend({
  kind: documentKindSchema,
  status: statusesSchema.optional(),
  /** Expenses of this category. */
  category: z.enum(EXPENSE_CATEGORY_VALUES).optional(),
  contactId: z.string().max(40).optional(),
  /** Documents with at least one line of this product or service. */
  productId: z.string().max(40).optional(),
  from: plainDateSchema.optional(),
  to: plainDateSchema.optional(),
  /** Late: invoices past their due date and unpaid, quotations past their valid-until date. */
  overdue: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).default(''),
  sort: sortSchema(DOCUMENT_SORT_FIELDS, '-issueDate'),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListSchema = pageSchema(documentSummarySchema).meta({ id: 'DocumentList' });

/** `GET /api/documents/summary`: how many documents the filters match and their sums. */
export const documentSumsSchema = z
  .object({
    count: z.number().int(),
    /** The sum of their totals, void documents left out. */
    total: z.string(),
    /** What is still owed on the invoices among them. */
    balance: z.string(),
  })
  .meta({ id: 'DocumentSums' });
export type DocumentSums = z.infer<typeof documentSumsSchema>;

/** The summary takes the list's filters, without paging or sorting. */
export const documentSumsQuerySchema = documentListQuerySchema.omit({
  page: true,
  pageSize: true,
  sort: true,
});
export type DocumentSumsQuery = z.infer<typeof documentSumsQuerySchema>;
