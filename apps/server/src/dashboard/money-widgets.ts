import type { Dashboard } from '@kira/core/dashboard';
import type { DashboardDates } from '@kira/core/dashboard-dates';
import type { GstPeriod } from '@kira/core/gst-periods';
import { compareMoney, formatMoney, type Money, subtractMoney, sumMoney } from '@kira/core/money';
import type { ExpenseCategory } from '@kira/core/option-lists';
import type { MonthSums } from './money-by-month.ts';

type MoneyWidgets = Pick<Dashboard, 'revenue' | 'cashReceived' | 'expenses' | 'months'>;

const total = (rows: MonthSums[], pick: (row: MonthSums) => string): Money =>
  sumMoney(rows.map(pick));

/** Invoices less credit notes, excluding GST. */
const revenueOf = (rows: MonthSums[]): Money =>
  subtractMoney(
    total(
      rows.filter((row) => row.kind === 'invoice'),
      (row) => row.taxable,
    ),
    total(
      rows.filter((row) => row.kind === 'credit'),
      (row) => row.taxable,
    ),
  );

const ofKind = (rows: MonthSums[], kind: MonthSums['kind']) =>
  rows.filter((row) => row.kind === kind);

/** The finance widgets (but receivables) from the month sums (docs/dashboard.md). */
export function moneyWidgets(sums: MonthSums[], dates: DashboardDates): MoneyWidgets {
  const thisMonth = dates.monthStart.slice(0, 7);
  const inMonth = sums.filter((row) => row.month === thisMonth);
  const inYear = sums.filter((row) => row.month >= dates.yearStart.slice(0, 7));
  // The largest category first; equal ones by name, so the order never flickers.
  const expenses = ofKind(inMonth, 'expense').sort(
    (a, b) =>
      compareMoney(b.taxable, a.taxable) || String(a.category).localeCompare(String(b.category)),
  );
  return {
    revenue: {
      thisMonth: formatMoney(revenueOf(inMonth)),
      thisYear: formatMoney(revenueOf(inYear)),
    },
    cashReceived: {
      thisMonth: formatMoney(total(ofKind(inMonth, 'receipt'), (row) => row.total)),
    },
    expenses: {
      total: formatMoney(total(expenses, (row) => row.taxable)),
      byCategory: expenses.map((row) => ({
        category: row.category as ExpenseCategory | null,
        amount: formatMoney(row.taxable),
      })),
    },
    months: dates.months.map((month) => {
      const rows = sums.filter((row) => row.month === month);
      return {
        month,
        revenue: formatMoney(revenueOf(rows)),
        expenses: formatMoney(total(ofKind(rows, 'expense'), (row) => row.taxable)),
      };
    }),
  };
}

/** GST collected (invoices less credit notes) less GST paid (expenses) so far this period. */
export function gstWidget(sums: MonthSums[], period: GstPeriod): NonNullable<Dashboard['gst']> {
  const inPeriod = sums.filter((row) => row.month >= period.start.slice(0, 7));
  const collected = subtractMoney(
    total(ofKind(inPeriod, 'invoice'), (row) => row.tax),
    total(ofKind(inPeriod, 'credit'), (row) => row.tax),
  );
  const paid = total(ofKind(inPeriod, 'expense'), (row) => row.tax);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    returnDue: period.returnDue,
    collected: formatMoney(collected),
    paid: formatMoney(paid),
    net: formatMoney(subtractMoney(collected, paid)),
  };
}
