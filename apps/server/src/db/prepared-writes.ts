import { sql } from 'drizzle-orm';

/** A row written through a statement built once per shape (see TenantSession.prepared). */
export interface PlaceholderRow<T> {
  /** The row with a placeholder for each value, for building the statement (made when asked). */
  readonly template: T;
  /** The values of the placeholders, for running it (the `values` given, when given). */
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
  values: Record<string, unknown> = {},
): PlaceholderRow<T> {
  let absent = '';
  for (const key in row) {
    const value = row[key];
    if (value === null || value === undefined) absent += `${key},`;
    else values[`${prefix}${key}`] = value;
  }
  return {
    // Only the first run of a shape builds its statement: the placeholders are made for it.
    get template() {
      const template: Record<string, unknown> = {};
      for (const key in row) {
        const value = row[key];
        template[key] =
          value === null || value === undefined ? value : sql.placeholder(`${prefix}${key}`);
      }
      return template as T;
    },
    values,
    absent,
  };
}
