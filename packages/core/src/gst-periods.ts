/**
 * GST accounting periods (docs/dashboard.md): IRAS gives a company quarters that may start in
 * any month (the company setting "GST quarters start in", January by default, i.e. calendar
 * quarters), and a return is due one month after its period ends: the last day of the month
 * that follows the period's last month (period Jan-Mar 2026, due 30 Apr 2026).
 */

export interface GstPeriod {
  /** The period's first day, `YYYY-MM-DD`. */
  start: string;
  /** The period's last day, `YYYY-MM-DD`. */
  end: string;
  /** The day its return is due, `YYYY-MM-DD`. */
  returnDue: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Months counted from year 0 (so month arithmetic needs no carries). */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

function firstDay(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${two((index % 12) + 1)}-01`;
}

function lastDay(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const end = new Date(0);
  end.setUTCFullYear(year, month, 0); // day 0 of the next month is this month's last
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(end.getUTCDate())}`;
}

/** The quarter that contains a date, for quarters that start in `startMonth` (1-12). */
export function gstPeriodOf(date: string, startMonth: number): GstPeriod {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`A GST quarter starts in a month from 1 to 12, not ${startMonth}`);
  }
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = monthIndex(year, month);
  const monthsIntoQuarter = (((index - (startMonth - 1)) % 3) + 3) % 3;
  const first = index - monthsIntoQuarter;
  return { start: firstDay(first), end: lastDay(first + 2), returnDue: lastDay(first + 3) };
}
