import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { sendUnnamed } from './prepared-reads.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * One type for both drivers, so features never care which one runs: drizzle's PGlite and
 * node-postgres databases are both a `PgDatabase` of the schema, and each assigns to it as it is.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseMode = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Database;
  mode: DatabaseMode;
  /** The PostgreSQL pool, for what needs one session (advisory locks). */
  pool?: pg.Pool;
  /** The PGlite database, for its own migrator. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** drizzle's query logger: tests count a use case's statements with it. */
interface Logged {
  logger?: Logger;
}

export type DatabaseTarget = Logged &
  (
    | { mode: 'pglite'; dataDir: string; loadDataDir?: Blob }
    | { mode: 'pglite'; inMemory: true; loadDataDir?: Blob }
    | {
        mode: 'postgres';
        url: string;
        poolSize?: number;
        /**
         * Whether prepared reads are named statements (drizzle's `.prepare(name)`, see
         * prepared-reads.ts); off behind a pooler that cannot keep a connection's statements.
         */
        preparedStatements?: boolean;
      }
  );

/**
 * PGlite's shared buffers. Its default (128 MB) doubles the idle memory of the embedded
 * server; a small business's working set fits well in 32 MB, and the OS caches the rest.
 */
const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '32MB';

export const APPLICATION_NAME = 'kira';

// Each driver is loaded only when used: PGlite alone is a large module.
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.mode === 'postgres')
    return openPostgres(
      target.url,
      target.poolSize ?? 10,
      target.preparedStatements ?? true,
      target.logger,
    );
  const [{ PGlite }, { pg_trgm }, { btree_gin }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
  ]);
  const dataDir = 'dataDir' in target ? target.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db: Database = drizzle({ client, schema, logger: target.logger });
  return { db, mode: 'pglite', pglite: client, close: () => client.close() };
}

async function openPostgres(
  url: string,
  poolSize: number,
  preparedStatements: boolean,
  logger: Logger | undefined,
): Promise<OpenDatabase> {
  const [{ default: pgModule }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgModule.Pool({
    connectionString: url,
    max: poolSize,
    // How operators (and the fault tests) find Kira's sessions in pg_stat_activity; an
    // application_name in DATABASE_URL wins.
    application_name: APPLICATION_NAME,
  });
  survivesLostConnections(pool);
  // Fail fast with the server's own message when the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzle({ client: pool, schema, logger });
  if (!preparedStatements) sendUnnamed(db);
  return { db, mode: 'postgres', pool, close: () => pool.end() };
}

/**
 * A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend) emits 'error' on
 * its client, and on the pool while it idles there: unheard, Node ends the process. Heard
 * here and dropped: the pool discards a broken client and opens a new one for the next query,
 * and the queries the lost connection was running fail, so their requests are answered 503
 * (faults/). A client lent out (a transaction, the migration's session) has no pool listener.
 */
function survivesLostConnections(pool: pg.Pool): void {
  const dropped = () => {};
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
}
