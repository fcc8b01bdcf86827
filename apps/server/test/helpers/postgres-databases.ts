import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The PostgreSQL databases of a test run (docs/testing.md): global-setup migrates one template
// per run, and each test file works on its own copy of it, so files can run side by side.

/** What global-setup hands the test files: where the server is and what to copy. */
export interface PostgresRun {
  mode: 'postgres';
  /** TEST_DATABASE_URL: the server, reached through its maintenance database. */
  serverUrl: string;
  /** The migrated database every file's copy is made from. */
  template: string;
  /** Every copy's name starts with it, so teardown finds them all. */
  prefix: string;
}

/** A run's names: `kira_tpl_<ms>_<hex>` and `kira_test_<ms>_<hex>_...`, unique per run. */
export function runNames(): { template: string; prefix: string } {
  const run = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  return { template: `kira_tpl_${run}`, prefix: `kira_test_${run}_` };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on one connection to the server's maintenance database, then closes it. */
export async function onServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops every database whose name starts with `prefix`, closing what is still connected. */
export async function dropDatabasesStartingWith(client: pg.Client, prefix: string) {
  const { rows } = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [prefix],
  );
  for (const { datname } of rows) {
    await client.query(`drop database if exists "${datname}" with (force)`);
  }
}

// Names a test run gives its databases, with the millisecond it started: kira_tpl_, kira_test_
// (here), kira_scale_ and kira_proc_ (scale-out.test.ts, server-process.test.ts).
const RUN_DATABASE = /^kira_(tpl|test|scale|proc)_(\d{13})_/;
const LEFTOVER_AGE_MS = 24 * 60 * 60_000;

/**
 * Drops what runs killed before their teardown left behind: databases named by a test run that
 * started more than a day ago. No run lasts that long, so no running one loses its databases,
 * even on a server that several people test against at once.
 */
export async function dropLeftoverDatabases(client: pg.Client, now = Date.now()) {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'kira\\_%'",
  );
  for (const { datname } of rows) {
    const started = RUN_DATABASE.exec(datname)?.[2];
    if (started && now - Number(started) > LEFTOVER_AGE_MS) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}

let fileDatabase: { name: string; url: Promise<string> } | undefined;

/**
 * This test file's own database: a copy of the run's template, made when the file first asks
 * (every app and connection of the file then shares it) and dropped when the file ends.
 * Its commits do not wait for the disk (synchronous_commit off): what a test sees is the same,
 * only a crash of the server could lose them, and a commit costs about 1 ms instead of 4-6 ms.
 */
export function fileDatabaseUrl(run: PostgresRun): Promise<string> {
  if (!fileDatabase) {
    const name = `${run.prefix}${randomBytes(4).toString('hex')}`;
    const url = onServer(run.serverUrl, async (client) => {
      await client.query(`create database "${name}" template "${run.template}"`);
      await client.query(`alter database "${name}" set synchronous_commit = off`);
      return withDatabase(run.serverUrl, name);
    });
    fileDatabase = { name, url };
  }
  return fileDatabase.url;
}

/**
 * Drops this file's database once the file is done (test/helpers/drop-file-database.ts). A
 * database still in use (an app a failed test left open) stays for global-setup's teardown,
 * which drops every copy of the run whatever happened.
 */
export async function dropFileDatabase(run: PostgresRun): Promise<void> {
  const made = fileDatabase;
  fileDatabase = undefined;
  if (!made) return;
  await made.url.catch(() => {}); // a copy that was never made has nothing to drop
  await onServer(run.serverUrl, (client) =>
    client.query(`drop database if exists "${made.name}"`),
  ).catch(() => {});
}

/** An empty database of its own on TEST_DATABASE_URL's server, for tests that start servers. */
export interface ScratchDatabase {
  /** Its URL, for a server's DATABASE_URL. */
  url: string;
  /** A connection to it, for the test's own reads and checks. */
  db: pg.Client;
  /** Closes the connection and drops the database (`with (force)`: servers may still hold it). */
  drop(): Promise<void>;
}

/**
 * Makes `kira_<kind>_<ms>_<hex>` (named like the run's other databases, so a killed run's is
 * dropped by a later run), and a connection to it.
 */
export async function scratchDatabase(kind: 'scale' | 'proc'): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `kira_${kind}_${Date.now()}_${randomBytes(2).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = withDatabase(serverUrl, name);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return {
    url,
    db,
    drop: async () => {
      await db.end().catch(() => {});
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
