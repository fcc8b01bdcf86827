import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { digestName } from './prepared-statements.ts';

/** A query drizzle prepared: its SQL built once, run with the values of its placeholders. */
export interface PreparedRead<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Something drizzle can prepare under a statement name (a select, with `.prepare`). */
export interface Preparable<R> {
  prepare(name: string): PreparedRead<R>;
}

/** The company condition of a prepared read: the company's id is given at each execution. */
export type OwnsPlaceholder = (tenantColumn: Column) => SQL;

export const TENANT_PLACEHOLDER = 'tenantId';
/** The company's id in a statement built once (an inserted row's tenant_id, say). */
export const tenantIdPlaceholder = sql.placeholder(TENANT_PLACEHOLDER);
const ownsPlaceholder: OwnsPlaceholder = (tenantColumn) => eq(tenantColumn, tenantIdPlaceholder);

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
 * PostgreSQL the read is a named prepared statement, parsed once per connection.
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
    read = build(ownsPlaceholder, db).prepare(digestName('kira_', shape));
    shapes.set(shape, read as PreparedRead<unknown>);
  }
  return read;
}

/** What drizzle uses to run a statement written as SQL (as `db.execute` does). */
interface SqlRunner {
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): unknown;
  };
  dialect: { sqlToQuery(statement: SQL): unknown };
}

/**
 * A statement written as SQL (`sql` with `sql.placeholder`s for its values), preparable like a
 * query builder: it answers the driver's result, whose rows `rawRows` reads.
 */
export function preparableSql(db: Database, statement: SQL): Preparable<unknown> {
  const { session, dialect } = db as unknown as SqlRunner;
  return {
    prepare: (name) =>
      session.prepareQuery(
        dialect.sqlToQuery(statement),
        undefined,
        name,
        false,
      ) as PreparedRead<unknown>,
  };
}

/** The driver's client a session sends its statements through (drizzle keeps it there). */
interface WithClient {
  session: { client: unknown };
}

/**
 * `read` (prepared on the database, see preparedRead) run by the connection of the
 * transaction `tx`, so a transaction's statements too are built once: drizzle binds a prepared
 * query to the client it was prepared on, and this one differs from it only in that client.
 * On PostgreSQL its name makes it a prepared statement of that connection too.
 */
export function executeIn<R>(
  read: PreparedRead<R>,
  tx: Transaction,
  values: Record<string, unknown>,
): Promise<R> {
  const { client } = (tx as unknown as WithClient).session;
  return boundTo(read, client).execute(values);
}

// A pool lends out the same few connections again and again: each read is bound to each once.
const boundOn = new WeakMap<object, WeakMap<PreparedRead<unknown>, PreparedRead<unknown>>>();

function boundTo<R>(read: PreparedRead<R>, client: unknown): PreparedRead<R> {
  const key = client as object;
  let reads = boundOn.get(key);
  if (!reads) {
    reads = new WeakMap();
    boundOn.set(key, reads);
  }
  let bound = reads.get(read);
  if (!bound) {
    bound = Object.assign(Object.create(Object.getPrototypeOf(read)) as PreparedRead<R>, read, {
      client,
    });
    reads.set(read, bound);
  }
  return bound as PreparedRead<R>;
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
