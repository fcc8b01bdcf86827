import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runAdminCommand } from './admin/admin-commands.ts';
import { type AdminSocket, serveAdminSocket } from './admin/admin-socket.ts';
import { buildApp } from './app.ts';
import { ensureBaseCompanies } from './companies/ensure-base-companies.ts';
import {
  type BackgroundSeeding,
  seedDemoDocumentsInBackground,
} from './companies/seed-demo-documents-in-background.ts';
import { removeAbandonedImports } from './company-transfer/remove-company.ts';
import { loadConfig } from './config.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { describeStartFailure } from './faults/describe-start-failure.ts';
import { makeDataDirPrivate } from './files/make-data-dir-private.ts';
import { version } from './version.ts';

// What the server writes (the database, attachments, logos, the secret) is its user's alone.
process.umask(0o077);

async function main(): Promise<void> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    lock = lockDataDir(config.dataDir);
  }
  let database: OpenDatabase | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({
          mode: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          preparedStatements: config.databasePreparedStatements,
        })
      : await openDatabase({ mode: 'pglite', dataDir: join(config.dataDir, 'pgdata') });
    await migrateDatabase(database);
    await ensureBaseCompanies(database.db, config.platformTenant);
    // A company import a killed process left half made (its lease ran out) goes now.
    await removeAbandonedImports(database.db, config.dataDir);
    const app = await buildApp({ config, database, version });
    // After the database opened: PGlite writes its files 0666 whatever the umask.
    const tightened = makeDataDirPrivate(config.dataDir);
    if (tightened > 0)
      app.log.info({ tightened }, 'Made files in the data directory private (0600/0700)');
    let adminSocket: AdminSocket | undefined;
    let seeding: BackgroundSeeding | undefined;
    stopOnSignals(
      async () => {
        // First: on PGlite, requests wait for the seeding's transaction.
        await seeding?.stop();
        await adminSocket?.close();
        await app.close();
      },
      database,
      lock,
    );
    await app.listen({ port: config.port, host: config.host });
    if (lock) {
      // `npm run admin` reaches this server here instead of opening the embedded database.
      const { db } = database;
      adminSocket = await serveAdminSocket(config.dataDir, (args) =>
        runAdminCommand(args, { db, platformTenant: config.platformTenant }),
      );
    }
    if (config.demoDocuments)
      seeding = seedDemoDocumentsInBackground(database.db, {
        dataDir: config.dataDir,
        log: app.log,
      });
    app.log.info(
      {
        version,
        database: database.mode,
        dataDir: database.mode === 'pglite' ? config.dataDir : undefined,
      },
      `Kira is ready at ${config.appUrl}`,
    );
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

/** Finishes requests in flight, closes the database (PGlite flushes to disk), then exits. */
function stopOnSignals(
  closeServer: () => Promise<unknown>,
  database: OpenDatabase,
  lock?: DataDirLock,
) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`Received ${signal}: stopping Kira...`);
    let code = 0;
    try {
      await closeServer();
      await database.close();
    } catch (error) {
      console.error('Error while stopping:', error);
      code = 1;
    } finally {
      lock?.release();
    }
    console.error('Kira stopped.');
    process.exit(code);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const fullDisk = describeStartFailure(error);
  if (error instanceof DataDirLockedError) {
    console.error(`Kira cannot start: ${error.message}`);
  } else if (fullDisk) {
    console.error(`Kira cannot start: ${fullDisk}`);
  } else {
    console.error('Kira cannot start:', error);
  }
  process.exit(1);
});
