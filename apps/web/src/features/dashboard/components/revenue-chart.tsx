import '@mantine/charts/styles.css';
import type { Dashboard } from '@kira/core/dashboard';
import { MONTH_NAMES } from '@kira/core/format/dates';
import { formatSgd } from '@kira/core/format/money';
import { BarChart } from '@mantine/charts';

/**
 * Twelve months of revenue against expenses. Loaded lazily (with the charts library and its
 * styles) so the dashboard's figures paint first. The amounts become numbers only to be drawn
 * (the bars' heights); the tooltips print each month's amount as the API gave it.
 */
export function RevenueChart({ months }: { months: NonNullable<Dashboard['months']> }) {
  const data = months.map(({ month, revenue, expenses }) => ({
    month: `${MONTH_NAMES[Number(month.slice(5)) - 1]?.slice(0, 3)} ${month.slice(2, 4)}`,
    revenue: Number(revenue),
    expenses: Number(expenses),
  }));
  // The exact amount behind each drawn number: the chart's formatter is given the number alone.
  const exact = new Map(
    months.flatMap(({ revenue, expenses }) => [
      [Number(revenue), revenue],
      [Number(expenses), expenses],
    ]),
  );
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="month"
      withLegend
      tickLine="y"
      valueFormatter={(value) => formatSgd(exact.get(value) ?? String(value))}
      series={[
        { name: 'revenue', label: 'Revenue', color: 'teal.7' },
        { name: 'expenses', label: 'Expenses', color: 'orange.7' },
      ]}
    />
  );
}
