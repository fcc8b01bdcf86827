import { DOCUMENT_KIND_VALUES, DOCUMENT_STATUSES } from './document-lifecycle.ts';
import { EXPENSE_CATEGORY_VALUES } from './option-lists.ts';
import { z } from './zod.ts';

/**
 * `GET /api/dashboard` (docs/dashboard.md): every widget the member's levels allow, and only
 * those. Amounts are SGD decimal strings; dates `YYYY-MM-DD` in Singapore.
 */
const sgd = z.string();
const plainDate = z.string();

export const receivablesWidgetSchema = z.object({
  /** What contacts owe on issued and partly paid invoices: the sum of their balances. */
  outstanding: sgd,
  /** Of it, what invoices past their due date leave open. */
  overdue: sgd,
});

export const revenueWidgetSchema = z.object({
  /** Issued invoices less issued credit notes, excluding GST, this month so far. */
  thisMonth: sgd,
  /** The same, this calendar year so far. */
  thisYear: sgd,
});

export const expensesWidgetSchema = z.object({
  /** Issued expenses this month, excluding GST. */
  total: sgd,
  byCategory: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORY_VALUES).nullable(), amount: sgd }),
  ),
});

export const monthFiguresSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  revenue: sgd,
  expenses: sgd,
});

export const gstWidgetSchema = z.object({
  periodStart: plainDate,
  periodEnd: plainDate,
  returnDue: plainDate,
  /** Output tax: GST on issued invoices less that on issued credit notes, so far this period. */
  collected: sgd,
  /** Input tax: GST on issued expenses so far this period. */
  paid: sgd,
  /** Collected less paid: what the return would pay (negative: a refund). */
  net: sgd,
});

export const quotationsWidgetSchema = z.object({
  /** Issued quotations neither accepted nor declined. */
  count: z.number().int(),
  /** Their totals including GST, in SGD. */
  total: sgd,
});

export const topCustomerSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  /** Revenue from them this year, as `revenue` counts it. */
  revenue: sgd,
});

export const latestDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KIND_VALUES),
  status: z.enum(DOCUMENT_STATUSES),
  number: z.string().nullable(),
  contactName: z.string(),
  issueDate: plainDate,
  currency: z.string(),
  total: z.string(),
});

export const dashboardSchema = z
  .object({
    /** The day the figures are for, in Singapore. */
    today: plainDate,
    /** Finance read. */
    receivables: receivablesWidgetSchema.optional(),
    revenue: revenueWidgetSchema.optional(),
    /** Issued receipts dated this month, in SGD. */
    cashReceived: z.object({ thisMonth: sgd }).optional(),
    expenses: expensesWidgetSchema.optional(),
    /** The twelve months up to this one, oldest first. */
    months: z.array(monthFiguresSchema).optional(),
    /** Finance read, in a GST-registered company. */
    gst: gstWidgetSchema.optional(),
    /** Sales read. */
    quotations: quotationsWidgetSchema.optional(),
    /** Marketing read: the five customers with the most revenue this year. */
    topCustomers: z.array(topCustomerSchema).optional(),
    /** The newest documents of the kinds the member may read; absent when none. */
    latestDocuments: z.array(latestDocumentSchema).optional(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
