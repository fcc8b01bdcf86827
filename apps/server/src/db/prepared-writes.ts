import { sql } from 'drizzle-orm';

/** A row written through a statement built once per shape (see TenantSession.prepared). */
export interface PlaceholderRow<T> {
  /** The row with a placeholder for each value, for building the statement. */
  template: T;
  /** The values of the placeholders, for running it. */
  values: Record<string, unknown>;
  /** Which of the row's values are absent: part of the shape, since they stay in the SQL. */
  absent: string;
}

/**
 * A row's values as placeholders named `${prefix}${key}`. A null or undefined value is left in
 * the row itself: drizzle passes a placeholder's value through its column's encoder, which
 * does not let null through (a jsonb null would become the JSON `null`, a null timestamp would
 * throw), so which values are absent must be part of the statement's shape.
 */
export function placeholderRow<T extends Record<string, unknown>>(
  row: T,
  prefix: string,
): PlaceholderRow<T> {
  const template: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  let absent = '';
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined) {
      template[key] = value;
      absent += `${key},`;
    } else {
      template[key] = sql.placeholder(`${prefix}${key}`);
      values[`${prefix}${key}`] = value;
    }
  }
  return { template: template as T, values, absent };
}
