import type { DashboardDates } from '@kira/core/dashboard-dates';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import { and, between, inArray, notInArray, sql } from 'drizzle-orm';
import { documents } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';

/** What one kind's issued documents (of one expense category) came to in one month, in SGD. */
export interface MonthSums {
  month: string;
  kind: DocumentKind;
  category: string | null;
  /** Excluding GST: each document's `taxable` at its own rate, to the cent. */
  taxable: string;
  /** GST: each document's `tax` at its own rate, to the cent. */
  tax: string;
  /** Including GST: what a receipt received in SGD, or the two above together. */
  total: string;
}

const MONEY_KINDS: DocumentKind[] = ['invoice', 'credit', 'expense', 'receipt'];

// In SGD as core's `sgdFigures` gives a document's figures: each amount times its rate, rounded.
const inSgd = (amount: unknown) => sql`round(${amount} * ${documents.exchangeRate}, 2)`;
const sumText = (amount: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${amount}), 0)::numeric(14,2)::text`;
// Most documents are in SGD (rate 1), whose amounts are their SGD figures already: only the
// others are multiplied and rounded, one by one (the sums are the same to the cent).
const sumInSgd = (amount: unknown) =>
  sql<string>`(coalesce(sum(${amount}) filter (where ${documents.exchangeRate} = 1), 0)
    + coalesce(sum(${inSgd(amount)}) filter (where ${documents.exchangeRate} <> 1), 0))::numeric(14,2)::text`;

/**
 * Every issued (not draft, not void) invoice, credit note, expense and receipt dated in the
 * chart's twelve months up to today, summed by month, kind and expense category: one query
 * that every money widget reads (revenue, cash, expenses, the chart and GST).
 */
export async function moneyByMonth(t: TenantSession, dates: DashboardDates): Promise<MonthSums[]> {
  // Grouped by the month's first day (cheaper per row than formatting each date), named once.
  const monthStart = sql`date_trunc('month', ${documents.issueDate})`;
  const month = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;
  return t.tx
    .select({
      month,
      kind: documents.kind,
      category: documents.expenseCategory,
      taxable: sumInSgd(documents.taxable),
      tax: sumInSgd(documents.tax),
      total: sumText(
        sql`coalesce(${documents.sgdReceived}, case when ${documents.exchangeRate} = 1
          then ${documents.taxable} + ${documents.tax}
          else ${inSgd(documents.taxable)} + ${inSgd(documents.tax)} end)`,
      ),
    })
    .from(documents)
    .where(
      and(
        t.owns(documents.tenantId),
        inArray(documents.kind, MONEY_KINDS),
        between(documents.issueDate, dates.windowStart, dates.today),
        notInArray(documents.status, ['draft', 'void']),
      ),
    )
    .groupBy(monthStart, documents.kind, documents.expenseCategory);
}
