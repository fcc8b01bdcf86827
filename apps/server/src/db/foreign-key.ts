import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error.ts';

// ON DELETE RESTRICT reports restrict_violation; NO ACTION reports foreign_key_violation.
const STILL_REFERENCED = new Set(['23503', '23001']);
const UNIQUE_VIOLATION = '23505';

/**
 * A SQLSTATE: five digits or capital letters, with a digit among them (`23505`, `40P01`), unlike
 * Node's error codes (`EPIPE`).
 */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, wherever drizzle or the driver wrapped it. */
export function pgCodeOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names, wherever drizzle or the driver wrapped it. */
export function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** Whether a write was refused because a row it refers to through `foreignKey` is missing. */
export function refersToMissing(error: unknown, foreignKey: string): boolean {
  return pgCodeOf(error) === '23503' && constraintOf(error) === foreignKey;
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

/** The name of the foreign key of `table` on exactly `columns`. */
export function foreignKeyName(table: PgTable, columns: PgColumn[]): string {
  const names = columns.map((column) => column.name).join();
  const key = getTableConfig(table).foreignKeys.find(
    (fk) =>
      fk
        .reference()
        .columns.map((column) => column.name)
        .join() === names,
  );
  if (!key) throw new Error(`No foreign key on ${names}`);
  return key.getName();
}
