import { addDays } from '@kira/core/documents';
import { MONTH_NAMES } from '@kira/core/format/dates';

// Plain dates (YYYY-MM-DD) only: the plan counts days, never hours, so no time zone enters.

export { addDays };

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The date itself on a weekday, else the Monday after: offices are shut at weekends. */
export function workingDay(date: string): string {
  const day = weekday(date);
  if (day === 6) return addDays(date, 2);
  if (day === 0) return addDays(date, 1);
  return date;
}

/** The first day of the month `months` after the month of `date` (negative: before). */
export function monthStart(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** `January 2026`: how a monthly expense names its month. */
export function monthName(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
