import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './helpers/postgres-databases.ts';
import { freePort, startServer, stopServers, waitHealthy } from './helpers/server-process.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// The real server process, as `npm start` runs it: start, refuse a second one on the same data
// directory, stop cleanly on a signal, and start again on what the first one left.
afterAll(stopServers);

describe.runIf(testDatabaseMode() === 'pglite')('the server process on PGlite', () => {
  it('starts, refuses a second server on its data directory, stops cleanly and keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-proc-'));
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitHealthy(port, first)).toMatchObject({
      status: 'ok',
      database: { mode: 'pglite' },
    });

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another Kira server (pid ${first.child.pid})`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Kira stopped.');

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitHealthy(port, again)).toMatchObject({ status: 'ok' });
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    // In production mode (as `npm start`), nothing outside the log (stdout) but what main.ts
    // itself says of stopping.
    expect(again.errors()).toBe('Received SIGINT: stopping Kira...\nKira stopped.\n');
  });

  it('takes over the lock of a server that was killed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-proc-'));
    const port = await freePort();
    const crashed = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitHealthy(port, crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const next = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitHealthy(port, next)).toMatchObject({ status: 'ok' });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

describe.runIf(testDatabaseMode() === 'postgres')('the server process on PostgreSQL', () => {
  it('migrates a new database through DATABASE_URL, serves and stops cleanly', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const pg = await import('pg');
    const name = `kira_proc_${Date.now()}_${randomBytes(2).toString('hex')}`;
    const admin = new pg.default.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const port = await freePort();
      const started = startServer({
        DATABASE_URL: withDatabase(serverUrl, name),
        PORT: String(port),
      });
      expect(await waitHealthy(port, started)).toMatchObject({
        status: 'ok',
        database: { mode: 'postgres' },
      });
      const migrated = new pg.default.Client({ connectionString: withDatabase(serverUrl, name) });
      await migrated.connect();
      const seeded = await migrated.query('select tenant_id from companies order by tenant_id');
      await migrated.end();
      expect(seeded.rows.map((row) => row.tenant_id)).toEqual(['demo', 'kira']);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
