/** An API call that failed: the message to show, the HTTP status (0 when unreachable) and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The message of an error answer: Kira's own `{ error: { message } }`, better-auth's
 * `{ message }`, or `fallback` when the body says nothing usable (docs/api/accounts.md).
 */
export function errorMessageOf(body: unknown, fallback: string): string {
  return text(field(field(body, 'error'), 'message')) ?? text(field(body, 'message')) ?? fallback;
}

/** The code of an error answer (`INVALID_TOKEN`, `RATE_LIMITED`, ...), when it gives one. */
export function errorCodeOf(body: unknown): string | undefined {
  return text(field(field(body, 'error'), 'code')) ?? text(field(body, 'code'));
}

/** What to show for anything a call threw. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
