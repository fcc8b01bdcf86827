// `npm run admin -- <command>`: operator commands on the configured database (DATA_DIR or
// DATABASE_URL). On the embedded database, stop the server first: one process at a time.
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { makeDeveloper } from '../accounts/make-developer.ts';
import { ensureBaseCompanies } from '../companies/ensure-base-companies.ts';
import { loadConfig } from '../config.ts';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { mailOutbox } from '../db/schema/index.ts';

const usage = `Usage: npm run admin -- <command>
  developer add <email>   make a signed-up user a developer and a member of the platform company
  outbox [count]          show the latest e-mails Kira sent or kept (default 10)`;

async function run(args: string[]): Promise<void> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  let database: OpenDatabase | undefined;
  try {
    if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
    database = config.databaseUrl
      ? await openDatabase({ mode: 'postgres', url: config.databaseUrl, poolSize: 2 })
      : await openDatabase({ mode: 'pglite', dataDir: join(config.dataDir, 'pgdata') });
    await migrateDatabase(database);
    await ensureBaseCompanies(database.db, config.platformTenant);
    const [command, sub, value] = args;
    if (command === 'developer' && sub === 'add' && value) {
      await makeDeveloper(database.db, value, config.platformTenant);
      console.log(
        `${value} is now a developer and an administrator of the platform company "${config.platformTenant}".`,
      );
    } else if (command === 'outbox') {
      const count = Number(sub ?? 10);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(Number.isInteger(count) && count > 0 ? count : 10);
      if (mails.length === 0) console.log('The outbox is empty.');
      for (const mail of mails.reverse()) {
        console.log(
          `#${mail.id} ${mail.createdAt.toISOString()} [${mail.status}] to ${mail.to}: ${mail.subject}\n${mail.text}\n`,
        );
      }
    } else {
      console.log(usage);
      process.exitCode = 2;
    }
  } finally {
    await database?.close();
    lock?.release();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
