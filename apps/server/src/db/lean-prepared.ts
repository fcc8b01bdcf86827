import { type Column, is, Param, Placeholder } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import type { PreparedRead } from './prepared-reads.ts';

type SelectedFields = { path: string[]; field: Column | object }[];
type RowMapper = (
  fields: SelectedFields,
  row: unknown[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) => unknown;

/**
 * drizzle's own mapping of a row to the selected shape. Its JavaScript exports it, its types do
 * not (internal): if a version drops it, statements run through drizzle as before.
 */
const mapResultRow = (drizzleUtils as unknown as { mapResultRow?: RowMapper }).mapResultRow;

/** What drizzle's node-postgres prepared query keeps to run itself (its own fields). */
interface NodePgPrepared {
  client: PgQueryable;
  params: unknown[];
  fields?: SelectedFields;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  queryConfig: object;
  rawQueryConfig: object;
}

/** A pg pool or client: what a statement is sent through. */
interface PgQueryable {
  query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }>;
}

/** How one parameter of the statement gets its value at each run. */
type Filling =
  | { placeholder: string; encode?: (value: unknown) => unknown }
  | { placeholder?: undefined; value: unknown };

/** A prepared read that can also run on another connection (a transaction's). */
export interface PreparedOnClient<R> extends PreparedRead<R> {
  executeOn(client: unknown, values: Record<string, unknown>): Promise<R>;
}

/**
 * A node-postgres statement drizzle prepared, run as drizzle runs it (the same query config,
 * its rows mapped by drizzle's own `mapResultRow`) without what it redoes on every run: its
 * tracing wrappers (four async functions, each a promise), the `is()` checks that find the
 * placeholders among the parameters, and a copy of the prepared query to run it on a
 * transaction's connection. Which parameter takes which placeholder is worked out once.
 * Undefined for any other driver's statement (PGlite's), which runs through drizzle.
 */
export function leanPrepared<R>(prepared: PreparedRead<R>): PreparedOnClient<R> | undefined {
  if (!mapResultRow || !is(prepared, NodePgPreparedQuery)) return undefined;
  const query = prepared as unknown as NodePgPrepared;
  const fillings = query.params.map(fillingOf);
  const { fields, joinsNotNullableMap, customResultMapper } = query;
  const config = fields || customResultMapper ? query.queryConfig : query.rawQueryConfig;
  const executeOn = async (client: unknown, values: Record<string, unknown>): Promise<R> => {
    const result = await (client as PgQueryable).query(config, fill(fillings, values));
    if (customResultMapper) return customResultMapper(result.rows) as R;
    if (!fields) return result as R;
    return result.rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap)) as R;
  };
  return { executeOn, execute: (values = {}) => executeOn(query.client, values) };
}

function fillingOf(param: unknown): Filling {
  if (is(param, Placeholder)) return { placeholder: param.name };
  if (is(param, Param) && is(param.value, Placeholder))
    return {
      placeholder: param.value.name,
      encode: (value) => param.encoder.mapToDriverValue(value),
    };
  return { value: param };
}

function fill(fillings: Filling[], values: Record<string, unknown>): unknown[] {
  return fillings.map((filling) => {
    if (filling.placeholder === undefined) return filling.value;
    if (!(filling.placeholder in values))
      throw new Error(`No value for placeholder "${filling.placeholder}" was provided`);
    const value = values[filling.placeholder];
    return filling.encode ? filling.encode(value) : value;
  });
}
