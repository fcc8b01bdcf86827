import { TAX_CODE_VALUES } from './tax-code-list.ts';
import { z } from './zod.ts';

// The plain values and functions live in tax-code-list.ts, which screens import without zod.
export * from './tax-code-list.ts';

export const taxCodeSchema = z.enum(TAX_CODE_VALUES, {
  error: 'Pick a tax code: SR (standard-rated), ZR (zero-rated), ES (exempt) or OS (out of scope)',
});
