import { AppError } from '../http/app-error.ts';

// ON DELETE RESTRICT reports restrict_violation; NO ACTION reports foreign_key_violation.
const STILL_REFERENCED = new Set(['23503', '23001']);
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error, wherever drizzle or the driver wrapped it. */
export function pgCodeOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Runs a delete; a row that others still reference answers 409 with `message`. */
export async function refusedWhileReferenced<T>(
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (STILL_REFERENCED.has(pgCodeOf(error) ?? '')) throw new AppError('CONFLICT', message);
    throw error;
  }
}

/** Runs a write; a unique index refusing it answers 409 with `message`. */
export async function refusedWhenTaken<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCodeOf(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', message);
    throw error;
  }
}
