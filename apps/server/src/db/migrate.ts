import { join } from 'node:path';
import { serverRoot } from '../paths.ts';
import type { OpenDatabase } from './database.ts';

export const migrationsFolder = join(serverRoot, 'drizzle');

/** Any fixed number: every Kira process migrating one PostgreSQL database takes this lock. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** Applies pending migrations; drizzle records applied ones, so this is safe on every start. */
export async function migrateDatabase(database: OpenDatabase): Promise<void> {
  if (database.mode === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database opened without its client');
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    await migrate(drizzle({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database opened without a pool');
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Several servers may start at once on one PostgreSQL: only one migrates at a time.
  const session = await database.pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client: session }), { migrationsFolder });
  } finally {
    await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    session.release();
  }
}
