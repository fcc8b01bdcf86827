import { toNumericText } from '@kira/core/money';
import { is } from 'drizzle-orm';
import { type PgColumn, PgNumeric } from 'drizzle-orm/pg-core';

/**
 * A decimal as the `numeric` column gives it back (`"2.5"` in a column of 4 decimals is
 * `"2.5000"`): what a row built before it is written must hold to equal the row read later.
 */
export function numericText(value: string, column: PgColumn): string {
  if (!is(column, PgNumeric)) throw new Error(`${column.name} is not a numeric column`);
  return toNumericText(value, column.scale ?? 0);
}
