import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../src/db/database.ts';

/**
 * The run's database: on PGlite a private copy of the migrated template for this test file;
 * on PostgreSQL the run's own fresh database, shared by files that run one after another.
 * Tests never depend on each other's rows: each makes its own companies with unique ids.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const target = inject('testDatabase');
  if (target.mode === 'postgres')
    return openDatabase({ mode: 'postgres', url: target.url, poolSize: 20 });
  const template = new Blob([readFileSync(target.templatePath)]);
  return openDatabase({ mode: 'pglite', inMemory: true, loadDataDir: template });
}
