/** One field the server refused, e.g. `{ field: 'body.postalCode', message: '...' }`. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** An API call that failed: the message to show, the HTTP status (0 when unreachable) and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The fields a 400 answer named, each with its own message; empty otherwise. */
  readonly details: readonly FieldIssue[];

  constructor(
    message: string,
    status: number,
    code?: string,
    options?: ErrorOptions & { details?: readonly FieldIssue[] },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options?.details ?? [];
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

/** The field issues of an error answer (`{ error: { details: [{ field, message }] } }`). */
export function errorDetailsOf(body: unknown): FieldIssue[] {
  const details = field(field(body, 'error'), 'details');
  if (!Array.isArray(details)) return [];
  return details.flatMap((entry: unknown) => {
    const name = text(field(entry, 'field'));
    const message = text(field(entry, 'message'));
    return name && message ? [{ field: name, message }] : [];
  });
}

/** What to show for anything a call threw. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/**
 * The server's field messages by form field: `body.postalCode` becomes `postalCode` (the first
 * message for a field wins). Empty for anything that is not an `ApiError` with details.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const { field: path, message } of error.details) {
    const name = path.replace(/^(body|query|params)\./, '');
    if (name !== '' && errors[name] === undefined) errors[name] = message;
  }
  return errors;
}
