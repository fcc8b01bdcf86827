export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL'
  | 'DATABASE_UNAVAILABLE'
  | 'PDF_FAILED'
  | 'STORAGE_FULL'
  | 'PAYMENT_REQUIRED';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  PDF_FAILED: 503,
  STORAGE_FULL: 507,
  PAYMENT_REQUIRED: 402,
};

/** The one error type of the API: a stable code, a message a person can act on, details. */
export class AppError extends Error {
  /** Sent as `Retry-After` (a 429, a 503 that passes): when trying again may succeed. */
  retryAfterSeconds?: number;

  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** A 429 that says what the limit is and, in `Retry-After`, when the caller may try again. */
export function tooMany(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError('RATE_LIMITED', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
