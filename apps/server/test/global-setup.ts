import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  dropDatabasesStartingWith,
  dropLeftoverDatabases,
  onServer,
  type PostgresRun,
  runNames,
  withDatabase,
} from './helpers/postgres-databases.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

/**
 * One migrated template per run, and a database of its own for each test file (docs/testing.md).
 * PGlite: the template is a data directory dump that each file loads. PostgreSQL: the template
 * is a database on TEST_DATABASE_URL's server that each file copies; teardown drops the
 * template and every copy, whether the tests passed or not.
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
  if (!database.pglite) throw new Error('PGlite opened without its client');
  const dump = await database.pglite.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { mode: 'pglite', templatePath });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('KIRA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { template, prefix } = runNames();
  await onServer(serverUrl, async (client) => {
    await dropLeftoverDatabases(client);
    await client.query(`create database "${template}"`);
  });
  const teardown = () =>
    onServer(serverUrl, async (client) => {
      await dropDatabasesStartingWith(client, prefix);
      await client.query(`drop database if exists "${template}" with (force)`);
    });
  try {
    const database = await openDatabase({
      mode: 'postgres',
      url: withDatabase(serverUrl, template),
      poolSize: 2,
    });
    try {
      await migrateDatabase(database);
    } finally {
      // Copies are refused while anyone is connected to the template.
      await database.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  const run: PostgresRun = { mode: 'postgres', serverUrl, template, prefix };
  project.provide('testDatabase', run);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { mode: 'pglite'; templatePath: string } | PostgresRun;
  }
}
