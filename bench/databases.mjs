// Where a benchmark writes its data straight with SQL: the server's PGlite data directory (the
// server stopped), or a fresh PostgreSQL database made for the run and dropped after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Runs `run({ env, runSql })` on a new database of the PostgreSQL server at `serverUrl`, and
 * drops it afterwards. `env` starts Kira on it; `runSql` writes statements straight into it.
 */
export async function withFreshPostgres(serverUrl, prefix, run) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // The server keeps its auth secret in DATA_DIR even on PostgreSQL: a throwaway one.
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    return await run({ env, runSql: (statements) => runOnPostgres(url.toString(), statements) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether this run measures PGlite (`BENCH_DATABASES=postgres` measures PostgreSQL alone). */
export const benchesPglite = process.env.BENCH_DATABASES !== 'postgres';

/** Runs `run({ env, runSql })` on a new PGlite data directory, removed afterwards. */
export async function withFreshPglite(prefix, run) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  try {
    return await run({
      env: { DATA_DIR: dataDir },
      runSql: (statements) => runOnPglite(dataDir, statements),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each statement ({ text, values }) in turn, then VACUUM ANALYZE: fresh statistics and
 * visibility, as autovacuum gives a PostgreSQL server after a large write (PGlite has no autovacuum; the test server may
 * run without it).
 */
async function runOnPostgres(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement.text, statement.values);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** As on PostgreSQL, in the data directory of a stopped server, with the server's PGlite. */
async function runOnPglite(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pgdata'),
    extensions: { pg_trgm, btree_gin },
  });
  try {
    for (const statement of statements) await db.query(statement.text, statement.values);
    await db.query('vacuum analyze');
  } finally {
    await db.close();
  }
}
