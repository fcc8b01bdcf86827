import { isPlainDate } from './calendar-dates.ts';
import { z } from './zod.ts';

// The plain values and functions live in calendar-dates.ts, which screens import without zod.
export * from './calendar-dates.ts';

export const plainDateSchema = z
  .string()
  .trim()
  .refine(isPlainDate, { message: 'Enter a date as YYYY-MM-DD' });
