import { readFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../src/db/database.ts';
import { fileDatabaseUrl } from './postgres-databases.ts';

/**
 * A database of this test file's own, migrated (docs/testing.md). PGlite: a fresh copy of the
 * run's migrated template for each call. PostgreSQL: the file's copy of the run's template,
 * shared by every call in the file. No file sees another's rows, so files run side by side;
 * tests in one file still never depend on each other's rows: each makes its own companies.
 */
export async function openTestDatabase({
  logger,
}: {
  logger?: Logger;
} = {}): Promise<OpenDatabase> {
  const target = inject('testDatabase');
  if (target.mode === 'postgres') {
    const url = await fileDatabaseUrl(target);
    return openDatabase({ mode: 'postgres', url, poolSize: 20, logger });
  }
  const template = new Blob([readFileSync(target.templatePath)]);
  return openDatabase({ mode: 'pglite', inMemory: true, loadDataDir: template, logger });
}

/** The URL of this file's PostgreSQL database, for tests that open their own connections. */
export async function testDatabaseUrl(): Promise<string> {
  const target = inject('testDatabase');
  if (target.mode !== 'postgres') throw new Error('Only the PostgreSQL pass has a database URL');
  return fileDatabaseUrl(target);
}
