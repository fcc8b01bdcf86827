import { unsafeTextProblem } from './safe-text.ts';
import type { IdentifierCheck } from './singapore-identifiers.ts';
import { z } from './zod.ts';

/** Text that can be stored (no NUL, no lone surrogate): the server checks every request too. */
const storable = (label: string) => (text: string, context: z.RefinementCtx) => {
  const problem = unsafeTextProblem(text);
  if (problem) context.addIssue({ code: 'custom', message: `${label} ${problem}` });
};

/** A required line of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(max, `${label} can be at most ${max} characters`)
    .superRefine(storable(label));

/** An optional line of text: trimmed, empty allowed. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .superRefine(storable(label));

/** An optional field checked by a Singapore rule: empty is allowed, anything else must pass. */
export const optionalChecked = (check: (input: string) => IdentifierCheck) =>
  z
    .string()
    .trim()
    .transform((input, context) => {
      if (input === '') return '';
      const result = check(input);
      if (result.ok) return result.value;
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an e-mail address such as accounts@example.sg'));

/** Payment terms in days, as companies and contacts give them. */
export const paymentTermsDaysSchema = z
  .number({ error: 'Payment terms are a whole number of days' })
  .int('Payment terms are a whole number of days')
  .min(0, 'Payment terms cannot be negative')
  .max(365, 'Payment terms can be at most 365 days');
