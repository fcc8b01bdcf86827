import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// The real server process, as `npm start` runs it: start, refuse a second one on the same data
// directory, stop cleanly on a signal, and start again on what the first one left.
const mainScript = new URL('../src/main.ts', import.meta.url).pathname;
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitHealthy(port: number, started: Started) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.status === 200) return res.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy in time: ${started.output()}`);
}

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
    const name = `kira_proc_${Date.now()}`;
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
