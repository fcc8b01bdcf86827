import type pg from 'pg';
import type { Database, Transaction } from './database.ts';
import type { ClosingConnection } from './prepared-statements.ts';

/** Runs `work` in a transaction of a database, committed when it resolves. */
export type TransactionRunner = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

const runners = new WeakMap<Database, TransactionRunner>();

/**
 * A transaction on `db`: the database's own runner where one was registered (PostgreSQL's
 * pool, below), drizzle's otherwise (PGlite; a savepoint inside a transaction).
 */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const runner = runners.get(db);
  return runner ? runner(work) : db.transaction(work);
}

type Closer = <R>(statement: () => Promise<R>) => Promise<R>;
const closers = new WeakMap<Transaction, Closer>();

/**
 * Runs `statement` as the last of the transaction `tx`, whose commit is sent with it in one
 * round trip where the runner can (PostgreSQL's pool): it does not wait for the statement's
 * answer to send the commit, so the rows the statement locks are held only while the database
 * works. Where it cannot (PGlite, a savepoint), the statement runs and the commit follows when
 * the transaction's work ends, as always. Nothing may run in the transaction after it, and
 * nothing that may fail: the transaction may already be committed.
 */
export function closeWith<R>(tx: Transaction, statement: () => Promise<R>): Promise<R> {
  const close = closers.get(tx);
  return close ? close(statement) : statement();
}

/** drizzle's classes of a transaction on one node-postgres connection. */
export interface NodePgClasses {
  NodePgSession: new (
    client: pg.PoolClient,
    dialect: unknown,
    schema: unknown,
    options: unknown,
  ) => unknown;
  NodePgTransaction: new (dialect: unknown, session: unknown, schema: unknown) => unknown;
}

/** What drizzle keeps on a database of the pool: what its transactions are made of. */
interface SessionParts {
  session: { dialect: unknown; schema: unknown; options: unknown };
}

/**
 * Transactions on PostgreSQL as drizzle's own (begin, the work, commit; rollback when it
 * throws) with three differences: the transaction object of each pooled connection is made once
 * and lent again with it (drizzle makes a new one per transaction, which builds a query
 * builder for every table of the schema); the first statement does not wait for `begin`'s
 * answer, one round trip fewer (the connection is in pg's pipeline mode until it goes back to
 * the pool); and a transaction may close with its last statement (`closeWith`).
 */
export function registerPoolTransactions(db: Database, pool: pg.Pool, classes: NodePgClasses) {
  const { dialect, schema, options } = (db as unknown as SessionParts).session;
  const madeFor = new WeakMap<pg.PoolClient, { tx: Transaction; closing: Closing }>();
  const transactionOn = (client: pg.PoolClient) => {
    let made = madeFor.get(client);
    if (!made) {
      const session = new classes.NodePgSession(client, dialect, schema, options);
      const tx = new classes.NodePgTransaction(dialect, session, schema) as Transaction;
      made = { tx, closing: closingOn(client as unknown as ClosingConnection) };
      closers.set(tx, made.closing.close);
      madeFor.set(client, made);
    }
    return made;
  };
  runners.set(db, async (work) => {
    const client = await pool.connect();
    const { tx, closing } = transactionOn(client);
    let lost: Error | undefined;
    try {
      // Not waited for: the work's first statement goes out right behind it.
      const begun = closing.begin();
      const result = await work(tx);
      closing.sendHeldBegin();
      await begun;
      if (!closing.closed()) await client.query('commit');
      return result;
    } catch (error) {
      // Closed, it ended with its commit (or the commit's own rollback): nothing to undo.
      if (!closing.closed()) {
        // A connection that cannot even roll back is dropped rather than lent again.
        await client.query('rollback').catch((rollbackError: Error) => {
          lost = rollbackError;
        });
      }
      throw error;
    } finally {
      closing.reopen();
      client.release(lost);
    }
  });
}

type Closing = ReturnType<typeof closingOn>;

/**
 * A transaction's opening and closing on one connection (see `closeWith`): the next query the
 * statement sends is followed at once by `commit` (`ClosingConnection`, prepared-statements.ts:
 * the pool's client class).
 */
function closingOn(connection: ClosingConnection) {
  const closed = () => connection.committed !== undefined;
  const close: Closer = async (statement) => {
    if (closed()) throw new Error('The transaction was already closed by its last statement');
    connection.commitAfterNextQuery();
    try {
      const [answered] = await Promise.allSettled([statement()]);
      // Until the commit is answered too, the connection does not go back to one query at a
      // time: pg would not know which query the commit's answer belongs to.
      const [commit] = connection.committed ? await Promise.allSettled([connection.committed]) : [];
      if (answered.status === 'rejected') throw answered.reason;
      if (commit?.status === 'rejected') throw commit.reason;
      return answered.value;
    } finally {
      // The statement failed before it sent anything: the transaction stays open, and the
      // runner rolls it back; the connection stays pipelined until the runner releases it.
      if (!closed()) connection.dropPendingCommit();
    }
  };
  return {
    begin: () => connection.beginPipelined(),
    sendHeldBegin: () => connection.sendHeldBegin(),
    close,
    closed,
    reopen: () => connection.reopen(),
  };
}
