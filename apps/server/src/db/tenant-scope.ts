import { type Column, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { withFreshIds } from './fresh-ids.ts';
import {
  nameLike,
  type OwnsPlaceholder,
  ownsPlaceholder,
  type Preparable,
  preparedRead,
  statementName,
  TENANT_PLACEHOLDER,
} from './prepared-reads.ts';

/** Who is acting and in which company: taken from the session, never from the request. */
export interface RequestContext {
  tenantId: string;
  /** The auth user id; null when the system itself acts (seeding, migrations of data). */
  userId: string | null;
}

/** Statements bound to one company: every query of a use case goes through one of these. */
export interface TenantSession {
  /** A transaction, or the database itself where each statement commits on its own. */
  tx: Database;
  ctx: RequestContext;
  /** The condition that keeps a query inside the company: `where(t.owns(contacts.tenantId))`. */
  owns(tenantColumn: Column): SQL;
  /**
   * A statement built by `build` on this session's database (the transaction, or the pool) and
   * run in this company with `values` for its placeholders, under the statement name of `shape`
   * (drizzle's `.prepare(name)`). On the pool its SQL is built once per shape (see
   * preparedRead); in a transaction it is built on the transaction and run there.
   */
  prepared<R>(
    shape: string,
    build: (owns: OwnsPlaceholder, db: Database) => Preparable<R>,
    values?: Record<string, unknown>,
  ): Promise<R>;
}

/** A transaction bound to one company (drizzle's `db.transaction`). */
export interface TenantTransaction extends TenantSession {
  tx: Transaction;
}

/**
 * How many rows a count query finds: `key` names the query (its SQL and parameters), `count`
 * runs it. A request's scope keeps the answer between the company's writes (see ReadCache).
 */
export type CountReader = (key: string, count: () => Promise<number>) => Promise<number>;

const countAlways: CountReader = (_key, count) => count();

/**
 * A company-wide value (its settings): `key` names it, `load` reads it. A request's scope
 * keeps it between the writes that may change a company's settings (see ReadCache); the
 * company's records (contacts, products, documents) never do.
 */
export type CompanyValueReader = <T>(key: string, load: () => Promise<T>) => Promise<T>;

const loadAlways: CompanyValueReader = (_key, load) => load();

export interface TenantScope {
  ctx: RequestContext;
  counted: CountReader;
  remembered: CompanyValueReader;
  /**
   * A read whose SQL is built once per `shape` (see preparedRead), run in this company with
   * `values` for its placeholders.
   */
  read<R>(
    shape: string,
    build: (owns: OwnsPlaceholder, db: Database) => Preparable<R>,
    values?: Record<string, unknown>,
  ): Promise<R>;
  /**
   * A transaction; run again whole when another process took one of its generated ids
   * (withFreshIds), so the ids it makes must be made inside `work`.
   */
  transaction<T>(work: (t: TenantTransaction) => Promise<T>): Promise<T>;
  /**
   * The company's statements, each committing on its own: for a use case whose reads need no
   * lock and whose writes are one statement (atomic by itself), which spares the database two
   * round trips (begin and commit).
   */
  statements: TenantSession;
  /**
   * Whether every write must go through `transaction` (an Idempotency-Key is claimed in it):
   * reads may still use `statements`, writes may not.
   */
  writesInTransaction: boolean;
}

/**
 * The one way features reach tenant data. It requires the context, so a query cannot forget
 * the company; anything that must cross companies is platform code and is named `unsafe...`.
 */
export function tenantScope(
  db: Database,
  ctx: RequestContext,
  {
    counted = countAlways,
    remembered = loadAlways,
  }: { counted?: CountReader; remembered?: CompanyValueReader } = {},
): TenantScope {
  if (!ctx.tenantId) throw new Error('A tenant scope needs a tenant id');
  const owns = (tenantColumn: Column) => eq(tenantColumn, ctx.tenantId);
  const inCompany = (values: Record<string, unknown> | undefined) => ({
    ...values,
    [TENANT_PLACEHOLDER]: ctx.tenantId,
  });
  const read: TenantScope['read'] = (shape, build, values) =>
    preparedRead(db, shape, build).execute(inCompany(values));
  return {
    ctx,
    counted,
    remembered,
    read,
    transaction: (work) =>
      withFreshIds(() =>
        db.transaction((tx) => {
          nameLike(tx, db);
          const prepared: TenantSession['prepared'] = (shape, build, values) => {
            const query = build(ownsPlaceholder, tx);
            const name = statementName(db, shape);
            return (name === undefined ? query : query.prepare(name)).execute(inCompany(values));
          };
          return work({ tx, ctx, owns, prepared });
        }),
      ),
    statements: { tx: db, ctx, owns, prepared: read },
    writesInTransaction: false,
  };
}
