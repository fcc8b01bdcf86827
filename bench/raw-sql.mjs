// The raw-SQL baselines: the statements the server sends for a request, sent by a bare `pg`
// client in the same run, so a hot path's throughput can be read as a share of what the
// database and the driver alone allow (issue 16: the list and create-and-issue each at least
// 0.5 of raw SQL). What each baseline sends is written beside its statements
// (documents-raw-sql.mjs).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { root } from './lib.mjs';
import { CLIENTS, cpuNote } from './load.mjs';

/**
 * The server's pool size: DATABASE_POOL_SIZE as the bench passes it on, else the default the
 * server's config declares (read from its source, so the two cannot drift apart unseen).
 */
export function serverPoolSize() {
  if (process.env.DATABASE_POOL_SIZE) return Number(process.env.DATABASE_POOL_SIZE);
  const config = readFileSync(`${root}apps/server/src/config.ts`, 'utf8');
  const size = /DATABASE_POOL_SIZE:.*\.default\((\d+)\)/.exec(config)?.[1];
  if (!size) throw new Error('No default DATABASE_POOL_SIZE found in apps/server/src/config.ts');
  return Number(size);
}

/**
 * A `pg.Pool` of the server's size on its database. Statements go as named prepared statements
 * (`prepared`), as the server sends its reads on PostgreSQL (drizzle's `.prepare(name)`): parsed
 * once per connection, so the baseline measures what the server could at best also do.
 */
export function rawPool(databaseUrl) {
  const size = serverPoolSize();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: size });
  return { pool, size, close: () => pool.end() };
}

/** A statement sent as a named prepared statement: `{ name, text, values }` for pg. */
export function prepared(name, text) {
  return (values) => ({ name: `bench_${name}`, text, values });
}

/**
 * Runs `work(client)` inside begin/commit on one of the pool's connections, as the server's
 * transactions do (drizzle's `db.transaction`): each statement waits for the one before;
 * rolled back when it throws.
 */
export async function inTransaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A baseline's row, beside its hot path's: the same figures, through `pg` alone. */
export function baselineRow(what, result, { poolSize, statements, seconds, warmUp }) {
  return [
    what,
    `${result.p99.toFixed(1)} ms`,
    `median ${result.median.toFixed(1)} ms, ${result.perSecond.toFixed(0)}/s; pg.Pool of ` +
      `${poolSize}, ${CLIENTS} clients, ${seconds} s, ${statements}; ${cpuNote(result)}; ` +
      warmUp,
  ];
}

/** The hot path's throughput as a share of its raw-SQL baseline's, with its target. */
export function ratioRow(what, app, raw, target) {
  return [
    what,
    // Three decimals: two would print a miss of 0.497 as "0.50" beside a target of 0.5.
    (app.perSecond / raw.perSecond).toFixed(3),
    `app/raw: ${app.perSecond.toFixed(0)}/s against ${raw.perSecond.toFixed(0)}/s` +
      (target === undefined ? '' : `; target at least ${target}`),
  ];
}
