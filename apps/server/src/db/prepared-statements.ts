import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Past this many statements kept on one connection, new ones are sent unnamed. */
export const MAX_STATEMENTS_PER_CONNECTION = 300;
/** Longer texts (bulk inserts of many rows) are one-offs: not worth keeping in the server. */
const MAX_TEXT_LENGTH = 8_000;
/** Digests remembered for texts seen (the same few hundred texts come back all the time). */
const MAX_REMEMBERED_NAMES = 1_000;

/** A statement's name from a digest of what names it: PostgreSQL keeps names to 63 bytes. */
export function digestName(prefix: string, named: string): string {
  return `${prefix}${createHash('sha1').update(named).digest('base64url')}`;
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = digestName('k_', text);
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

/**
 * A connection whose transactions do not wait on `begin` and may close with their last query
 * (see transactions.ts): in pg's pipeline mode, the first query follows `begin` and `commit`
 * follows the closing query without waiting for an answer, each pair in one write to the
 * socket; every query after the closing one is refused until `reopen`.
 */
export interface ClosingConnection {
  /**
   * `begin`, held back until the next query and then sent with it in one write; the
   * connection stays pipelined.
   */
  beginPipelined(): Promise<unknown>;
  /** A `begin` still held back goes out alone (the work sent nothing). */
  sendHeldBegin(): void;
  /** `commit` goes out right behind the next query (the connection is already pipelined). */
  commitAfterNextQuery(): void;
  /** The pending commit forgotten, when the closing statement failed before it sent a query. */
  dropPendingCommit(): void;
  /** The commit's answer, once the query it follows was sent. */
  readonly committed: Promise<unknown> | undefined;
  /** One query at a time again (nothing may be in flight), for the connection's next use. */
  reopen(): void;
}

export const CLOSED_MESSAGE =
  'The transaction was committed with its last statement: nothing more runs in it';

/** What pg's connection knows it has prepared (its own bookkeeping, not in its types). */
interface PreparedBookkeeping {
  parsedStatements?: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
}

/**
 * A pg client class whose parameterised queries are named prepared statements, keyed by their
 * text: PostgreSQL parses each text once per connection instead of for every request's
 * queries (with drizzle's own named statements, see prepared-reads.ts). A connection keeps at
 * most `MAX_STATEMENTS_PER_CONNECTION`, counting both; past that, new texts go unnamed and
 * the ones it has keep working. Text-only queries (migrations, several statements in one)
 * always go unnamed. With `maxStatements` 0, every query goes unnamed (behind a pooler that
 * cannot keep a connection's prepared statements).
 */
export function preparingClient(
  Client: typeof pg.Client,
  maxStatements = MAX_STATEMENTS_PER_CONNECTION,
): typeof pg.Client {
  return class PreparingClient extends Client implements ClosingConnection {
    #named = 0;
    #commitAfterNext = false;
    #committed: Promise<unknown> | undefined;
    #beginHeld = false;

    // Each write to the socket is a system call, and wakes the database's backend once more:
    // on a machine whose cores the backends share with the server, a pair written at once
    // costs both less.
    get #socket(): { cork?: () => void; uncork?: () => void } | undefined {
      return (this as unknown as { connection?: { stream?: object } }).connection?.stream;
    }

    beginPipelined(): Promise<unknown> {
      (this as unknown as { pipeline: boolean }).pipeline = true;
      this.#socket?.cork?.();
      this.#beginHeld = true;
      const begun: Promise<unknown> = super.query('begin');
      // Its failure is the transaction's (its queries fail with it) and is awaited there.
      begun.catch(() => {});
      return begun;
    }

    sendHeldBegin(): void {
      if (!this.#beginHeld) return;
      this.#beginHeld = false;
      this.#socket?.uncork?.();
    }

    commitAfterNextQuery(): void {
      this.#commitAfterNext = true;
      this.#committed = undefined;
    }

    dropPendingCommit(): void {
      this.#commitAfterNext = false;
    }

    get committed(): Promise<unknown> | undefined {
      return this.#committed;
    }

    reopen(): void {
      this.sendHeldBegin();
      this.#commitAfterNext = false;
      this.#committed = undefined;
      (this as unknown as { pipeline: boolean }).pipeline = false;
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's query is a set of overloads
    override query(config: any, values?: any, callback?: any): any {
      if (this.#committed) return Promise.reject(new Error(CLOSED_MESSAGE));
      const closing = this.#commitAfterNext;
      this.#commitAfterNext = false;
      if (closing) this.#socket?.cork?.();
      try {
        const answer = this.#prepared(config, values, callback);
        if (closing) this.#committed = super.query('commit');
        return answer;
      } finally {
        if (closing) this.#socket?.uncork?.();
        this.sendHeldBegin();
      }
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's query is a set of overloads
    #prepared(config: any, values?: any, callback?: any): any {
      const query: QueryConfig | undefined = typeof config === 'string' ? { text: config } : config;
      const params = Array.isArray(values) ? values : query?.values;
      if (
        typeof query?.text !== 'string' ||
        typeof query.submit === 'function' ||
        !Array.isArray(params) ||
        params.length === 0
      )
        return super.query(config, values, callback);
      const name =
        query.name ??
        (query.text.length <= MAX_TEXT_LENGTH ? statementName(query.text) : undefined);
      if (name === undefined) return super.query(config, values, callback);
      const connection = (this as unknown as { connection?: PreparedBookkeeping }).connection;
      const known =
        connection?.parsedStatements?.[name] !== undefined ||
        connection?.submittedNamedStatements?.[name] !== undefined;
      const kept = known || this.#named < maxStatements;
      if (!known && kept) this.#named++;
      // biome-ignore lint/suspicious/noExplicitAny: handed to pg's overloads as the caller's was
      const sent: any = { ...query, name: kept ? name : undefined };
      return super.query(sent, values, callback);
    }
  } as typeof pg.Client;
}
