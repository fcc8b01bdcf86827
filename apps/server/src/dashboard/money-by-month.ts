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

/**
 * Every issued (not draft, not void) invoice, credit note, expense and receipt dated in the
 * chart's twelve months up to today, summed by month, kind and expense category: one query
 * that every money widget reads (revenue, cash, expenses, the chart and GST).
 */
export async function moneyByMonth(t: TenantSession, dates: DashboardDates): Promise<MonthSums[]> {
  const month = sql<string>`to_char(${documents.issueDate}, 'YYYY-MM')`;
  return t.tx
    .select({
      month,
      kind: documents.kind,
      category: documents.expenseCategory,
      taxable: sumText(inSgd(documents.taxable)),
      tax: sumText(inSgd(documents.tax)),
      total: sumText(
        sql`coalesce(${documents.sgdReceived}, ${inSgd(documents.taxable)} + ${inSgd(documents.tax)})`,
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
    .groupBy(month, documents.kind, documents.expenseCategory);
}
