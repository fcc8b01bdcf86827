import { isPlainDate } from './calendar-dates.ts';
import { z } from './zod.ts';

const optionalDate = (what: string) =>
  z
    .string()
    .trim()
    .refine(isPlainDate, { message: `${what} must be a date written YYYY-MM-DD` })
    .optional();

/**
 * A statement's period in a query (`?from=&to=`): both optional (`statementPeriod` fills them
 * in), `from` not after `to`.
 */
export const statementPeriodQuerySchema = z
  .object({ from: optionalDate('from'), to: optionalDate('to') })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'The period starts after it ends: give a "from" on or before "to"',
    path: ['from'],
  });
export type StatementPeriodQuery = z.infer<typeof statementPeriodQuerySchema>;

/** How many calendar months before `to`'s month a default period starts. */
export const DEFAULT_STATEMENT_MONTHS_BACK = 2;

/**
 * The period a statement covers when the request leaves it out: up to `to` (by default today
 * in Singapore), from the first day of the month two months before `to`'s, so three calendar
 * months (to 28 Nov 2026: from 1 Sep 2026). A `from` alone runs to today, or to itself when it
 * is later than today.
 */
export function statementPeriod(
  query: StatementPeriodQuery,
  today: string,
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? firstDayMonthsBefore(to, DEFAULT_STATEMENT_MONTHS_BACK), to };
}

function firstDayMonthsBefore(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** `?at=` of a report: a date, by default today. */
export const reportDateQuerySchema = z.object({ at: optionalDate('at') });
