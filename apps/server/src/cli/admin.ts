// `npm run admin -- <command>`: operator commands on the configured database. On the embedded
// database a running server is asked through its admin socket (it holds the database); with
// none running, the command opens the data directory itself. With DATABASE_URL it connects.
import { join } from 'node:path';
import { type AdminResult, runAdminCommand } from '../admin/admin-commands.ts';
import { askRunningServer } from '../admin/admin-socket.ts';
import { ensureBaseCompanies } from '../companies/ensure-base-companies.ts';
import { type Config, loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';

async function run(args: string[]): Promise<AdminResult> {
  const config = loadConfig();
  if (config.databaseUrl) return runOnDatabase(args, config);
  const answered = await askRunningServer(config.dataDir, args);
  if (answered) return answered;
  const lock = lockEmbedded(config.dataDir);
  try {
    return await runOnDatabase(args, config);
  } finally {
    lock.release();
  }
}

function lockEmbedded(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    // A server holds the directory but its socket did not answer: it is still starting.
    if (error instanceof DataDirLockedError)
      throw new Error(
        `A Kira server (pid ${error.holderPid}) holds ${dataDir} but does not answer yet; wait until it is ready and try again.`,
      );
    throw error;
  }
}

async function runOnDatabase(args: string[], config: Config): Promise<AdminResult> {
  let database: OpenDatabase | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({ mode: 'postgres', url: config.databaseUrl, poolSize: 2 })
      : await openDatabase({ mode: 'pglite', dataDir: join(config.dataDir, 'pgdata') });
    await migrateDatabase(database);
    await ensureBaseCompanies(database.db, config.platformTenant);
    return await runAdminCommand(args, { db: database.db, platformTenant: config.platformTenant });
  } finally {
    await database?.close();
  }
}

run(process.argv.slice(2)).then(
  ({ output, exitCode }) => {
    (exitCode === 1 ? console.error : console.log)(output);
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
