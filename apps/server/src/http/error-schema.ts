import { z } from 'zod';

/** The body of every error answer: `{ error: { code, message, details } }`. */
export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .meta({ id: 'Error' });

/** The error answers of an endpoint that needs a session and a level: 400, 401, 403, 404. */
export const guardedErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
} as const;
