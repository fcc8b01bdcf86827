import { createHash } from 'node:crypto';
import { z } from 'zod';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The header every creating POST accepts: any printable ASCII text up to 255 characters. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'An Idempotency-Key is 1 to 255 printable ASCII characters')
    .optional()
    .meta({
      description:
        'Makes the request safe to retry: the same key with the same body answers the first answer again and creates nothing new; with another body it is refused (422). Kept for at least 24 hours.',
    }),
});

export interface AskedRequest {
  userId: string;
  method: string;
  route: string;
  params: unknown;
  body: unknown;
}

/** Who asked what: the same user sending the same request to the same route gives the same digest. */
export function requestDigest(asked: AskedRequest): string {
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}
