/** The dates the dashboard's figures run between, from today's date in Singapore. */
export interface DashboardDates {
  today: string;
  /** The first day of this month. */
  monthStart: string;
  /** The first day of this calendar year. */
  yearStart: string;
  /** The first day of the oldest of the twelve months the chart shows. */
  windowStart: string;
  /** The twelve months up to this one, oldest first, as `YYYY-MM`. */
  months: string[];
}

const monthText = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export function dashboardDates(today: string): DashboardDates {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const thisMonth = year * 12 + month - 1;
  const months = Array.from({ length: 12 }, (_, offset) => monthText(thisMonth - 11 + offset));
  return {
    today,
    monthStart: `${monthText(thisMonth)}-01`,
    yearStart: `${String(year).padStart(4, '0')}-01-01`,
    windowStart: `${months[0]}-01`,
    months,
  };
}
