import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Past this many statements kept on one connection, new ones are sent unnamed. */
const MAX_STATEMENTS_PER_CONNECTION = 300;
/** Longer texts (bulk inserts of many rows) are one-offs: not worth keeping in the server. */
const MAX_TEXT_LENGTH = 8_000;

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client class whose parameterised queries are named prepared statements, keyed by their
 * text: PostgreSQL parses each text once per connection and, after a few runs, plans it once,
 * instead of parsing and planning every request's queries again (most of what a list page cost
 * the database). Text-only queries (migrations, several statements in one) go unnamed.
 */
export function preparingClient(Client: typeof pg.Client): typeof pg.Client {
  return class PreparingClient extends Client {
    #named = 0;

    // biome-ignore lint/suspicious/noExplicitAny: pg's query is a set of overloads
    override query(config: any, values?: any, callback?: any): any {
      const query = typeof config === 'string' ? { text: config } : config;
      const params = Array.isArray(values) ? values : query?.values;
      if (
        typeof query?.text === 'string' &&
        query.name === undefined &&
        typeof query.submit !== 'function' &&
        query.text.length <= MAX_TEXT_LENGTH &&
        Array.isArray(params) &&
        params.length > 0 &&
        this.#named < MAX_STATEMENTS_PER_CONNECTION
      ) {
        const name = statementName(query.text);
        // biome-ignore lint/suspicious/noExplicitAny: pg's connection keeps what it parsed
        const connection = (this as any).connection;
        const known =
          connection?.parsedStatements?.[name] ?? connection?.submittedNamedStatements?.[name];
        if (known === undefined) this.#named++;
        return super.query({ ...query, name }, values, callback);
      }
      return super.query(config, values, callback);
    }
  } as typeof pg.Client;
}
