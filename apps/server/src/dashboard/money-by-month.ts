import type { DashboardDates } from '@kira/core/dashboard-dates';
import type { DocumentKind } from '@kira/core/document-lifecycle';
import { and, between, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { documents, moneyMonths } from '../db/schema/index.ts';
import type { TenantSession } from '../db/tenant-scope.ts';
import { inSgd } from './in-sgd.ts';

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

const sumText = (amount: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${amount}), 0)::numeric(14,2)::text`;
// Most documents are in SGD (rate 1), whose amounts are their SGD figures already: only the
// others are multiplied and rounded, one by one (the sums are the same to the cent).
const sumInSgd = (amount: unknown) =>
  sql<string>`(coalesce(sum(${amount}) filter (where ${documents.exchangeRate} = 1), 0)
    + coalesce(sum(${inSgd(amount)}) filter (where ${documents.exchangeRate} <> 1), 0))::numeric(14,2)::text`;

/**
 * Every issued (not draft, not void) invoice, credit note, expense and receipt dated in the
 * chart's twelve months up to today, summed by month, kind and expense category, that every
 * money widget reads (revenue, cash, expenses, the chart and GST): the eleven months before this
 * one from the sums the database keeps (`money_months`), this month from its documents up to
 * today (a document may be dated later this month, and today's figures leave it out).
 */
export async function moneyByMonth(t: TenantSession, dates: DashboardDates): Promise<MonthSums[]> {
  const past = await keptSums(t, dates.windowStart, dates.monthStart);
  return [...past, ...(await documentSums(t, dates.monthStart, dates.today))];
}

/** The kept sums of the months from `from` to the one before `before` (first days). */
async function keptSums(t: TenantSession, from: string, before: string): Promise<MonthSums[]> {
  const rows = await t.tx
    .select({
      month: sql<string>`to_char(${moneyMonths.month}, 'YYYY-MM')`,
      kind: moneyMonths.kind,
      category: moneyMonths.category,
      taxable: moneyMonths.taxable,
      tax: moneyMonths.tax,
      total: moneyMonths.total,
    })
    .from(moneyMonths)
    .where(
      and(
        t.owns(moneyMonths.tenantId),
        gte(moneyMonths.month, from),
        lt(moneyMonths.month, before),
      ),
    );
  return rows.map((row) => ({ ...row, category: row.category === '' ? null : row.category }));
}

/** The same sums read from the documents dated `from` to `to`. */
function documentSums(t: TenantSession, from: string, to: string): Promise<MonthSums[]> {
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
        between(documents.issueDate, from, to),
        notInArray(documents.status, ['draft', 'void']),
      ),
    )
    .groupBy(monthStart, documents.kind, documents.expenseCategory);
}
