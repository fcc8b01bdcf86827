import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

/**
 * One fresh, migrated database per test run, dropped afterwards. PGlite: a migrated template
 * that each test file loads (fast); PostgreSQL: a new database on TEST_DATABASE_URL's server.
 */
export default async function setup(project: TestProject) {
  const mode = testDatabaseMode();
  if (mode === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kira-test-'));
  const database = await openDatabase({ mode: 'pglite', inMemory: true });
  await migrateDatabase(database);
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { mode: 'pglite', templatePath });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('KIRA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `kira_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ mode: 'postgres', url, poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  project.provide('testDatabase', { mode: 'postgres', url });
  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { mode: 'pglite'; templatePath: string } | { mode: 'postgres'; url: string };
  }
}
