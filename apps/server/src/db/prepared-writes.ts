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
  const names = placeholderNames(prefix);
  for (const key in row) {
    const value = row[key];
    if (value === null || value === undefined) absent += `${key},`;
    else values[names(key)] = value;
  }
  return {
    // Only the first run of a shape builds its statement: the placeholders are made for it.
    get template() {
      const template: Record<string, unknown> = {};
      for (const key in row) {
        const value = row[key];
        template[key] = value === null || value === undefined ? value : sql.placeholder(names(key));
      }
      return template as T;
    },
    values,
    absent,
  };
}

const namesByPrefix = new Map<string, (key: string) => string>();

/**
 * `${prefix}${key}` for a prefix's keys, each written once and kept: the values of every run
 * are set under the same strings, where new ones would each be hashed again as property names.
 * Prefixes and keys are a statement's own (a part and its columns), so they are few.
 */
function placeholderNames(prefix: string): (key: string) => string {
  let names = namesByPrefix.get(prefix);
  if (names === undefined) {
    const made = new Map<string, string>();
    names = (key) => {
      let name = made.get(key);
      if (name === undefined) {
        name = `${prefix}${key}`;
        made.set(key, name);
      }
      return name;
    };
    namesByPrefix.set(prefix, names);
  }
  return names;
}
