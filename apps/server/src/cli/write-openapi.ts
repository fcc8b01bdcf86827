// `tsx apps/server/src/cli/write-openapi.ts <file>`: writes the API's OpenAPI document, as
// /api/openapi.json serves it, from an app built in this process: no server, no port, and an
// empty in-memory database that nothing reads (the document needs only the routes).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { version } from '../version.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: write-openapi.ts <file>');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'kira-openapi-'));
const database = await openDatabase({ mode: 'pglite', inMemory: true });
try {
  // A fixed secret: the document does not depend on it, and none is written to dataDir.
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
  const app = await buildApp({ config, database, version, logger: false });
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`/api/openapi.json: ${answer.statusCode}`);
    writeFileSync(resolve(target), `${JSON.stringify(answer.json(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
