import { isDecimalString } from './money-arithmetic.ts';
import { z } from './zod.ts';

// The plain values and functions live in money-arithmetic.ts, which screens import without zod.
export * from './money-arithmetic.ts';

/** A decimal amount as a string, for forms and request bodies; kept as text, never a float. */
export const moneySchema = z
  .string()
  .trim()
  .refine(isDecimalString, { message: 'Enter an amount such as 1234.50' });
