/**
 * A json column's value: node-postgres hands it over parsed, PGlite may hand it over as text.
 * Reading rows as one JSON object each (built by the database) spares drizzle mapping every
 * column of every row, the larger cost of a list page.
 */
export function jsonValue<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
