import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { digestName } from './statement-names.ts';

/** A query drizzle prepared: its SQL built once, run with the values of its placeholders. */
export interface PreparedRead<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A query builder of drizzle's (a select, an insert...): prepared under a statement name with
 * `.prepare(name)`, or run once with the values of its placeholders with `.execute(values)`.
 */
export interface Preparable<R> extends PreparedRead<R> {
  prepare(name: string): PreparedRead<R>;
}

/** The company condition of a prepared read: the company's id is given at each execution. */
export type OwnsPlaceholder = (tenantColumn: Column) => SQL;

export const TENANT_PLACEHOLDER = 'tenantId';
/** The company's id in a statement built once (an inserted row's tenant_id, say). */
export const tenantIdPlaceholder = sql.placeholder(TENANT_PLACEHOLDER);
export const ownsPlaceholder: OwnsPlaceholder = (tenantColumn) =>
  eq(tenantColumn, tenantIdPlaceholder);

const unnamed = new WeakSet<Database>();

/**
 * The reads of `db` go unnamed (`DATABASE_PREPARED_STATEMENTS=false`): behind a pooler that
 * cannot keep a connection's prepared statements, every query is parsed where it is sent.
 */
export function sendUnnamed(db: Database): void {
  unnamed.add(db);
}

/** A transaction on `db` names its statements as `db` does (for a scope opened on it). */
export function nameLike(tx: Database, db: Database): void {
  if (unnamed.has(db)) unnamed.add(tx);
}

/** The statement name of a shape on `db`, or undefined where its reads go unnamed. */
export function statementName(db: Database, shape: string): string | undefined {
  return unnamed.has(db) ? undefined : digestName('kira_', shape);
}

/**
 * Every combination of the lists' filters and orders is about 2,100 shapes; far more than
 * that means a shape holds a request's value.
 */
const MAX_SHAPES = 5_000;

const preparedIn = new WeakMap<Database, Map<string, PreparedRead<unknown>>>();

/**
 * The read of `shape` on `db`, built by `build` the first time and kept: building a query's
 * SQL is most of what drizzle costs a request. A shape names everything that changes the SQL
 * (which filters are present, the order): the same shape must always build the same query, and
 * every value of a request goes in a placeholder (`sql.placeholder`), never in the shape's
 * build, and a shape names one query only (prefix it with its table and what it reads). On
 * PostgreSQL the read is a named prepared statement (drizzle's `.prepare(name)`), which pg
 * parses once per connection.
 */
export function preparedRead<R>(
  db: Database,
  shape: string,
  build: (owns: OwnsPlaceholder, db: Database) => Preparable<R>,
): PreparedRead<R> {
  let shapes = preparedIn.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedIn.set(db, shapes);
  }
  let read = shapes.get(shape) as PreparedRead<R> | undefined;
  if (!read) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    const name = statementName(db, shape);
    // Unnamed, the builder itself is kept: drizzle builds its SQL again at each run.
    const query = build(ownsPlaceholder, db);
    read = name === undefined ? query : query.prepare(name);
    shapes.set(shape, read as PreparedRead<unknown>);
  }
  return read;
}

/**
 * A list's filters as a prepared read takes them: `shape` names which are present, `values`
 * holds the request's values for the placeholders that `where` puts in the SQL.
 */
export interface ListFilter {
  shape: string;
  values: Record<string, unknown>;
  where(owns: OwnsPlaceholder): SQL | undefined;
}
