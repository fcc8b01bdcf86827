import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { onServer, withDatabase } from './helpers/postgres-databases.ts';
import { freePort, startServer, stopServers, waitHealthy } from './helpers/server-process.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// The data directory is the server user's alone (docs/operations.md): a real server, started
// on a directory a default umask made (0755, files 0666/0644), leaves every directory in it
// 0700 and every file 0600, PGlite's own files included.
afterAll(stopServers);

it('makes every directory of DATA_DIR 0700 and every file 0600 at start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-private-'));
  // What an older version left: a readable attachment in a readable directory.
  const attachments = join(dataDir, 'attachments', 'O0000000000000000000');
  mkdirSync(attachments, { recursive: true });
  const oldFile = join(attachments, 'receipt.pdf');
  writeFileSync(oldFile, '%PDF-1.4');
  for (const directory of [dataDir, join(dataDir, 'attachments'), attachments]) {
    chmodSync(directory, 0o755);
  }
  chmodSync(oldFile, 0o644);

  const port = await freePort();
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(port) };
  const database = testDatabaseMode() === 'postgres' ? await newPostgresDatabase() : undefined;
  if (database) env.DATABASE_URL = database.url;
  try {
    const started = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitHealthy(port, started);
    const modes = modesUnder(dataDir);
    if (!database) expect(modes.files.some((file) => file.path.includes('pgdata'))).toBe(true);
    expect(modes.directories.filter((entry) => entry.mode !== 0o700)).toEqual([]);
    expect(modes.files.filter((entry) => entry.mode !== 0o600)).toEqual([]);
    // The count is logged, never a path (a file's name may carry a company's id).
    expect(started.output()).toMatch(/"tightened":\d+/);
    expect(started.output()).not.toContain('receipt.pdf');
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  } finally {
    await database?.drop();
  }
}, 150_000);

function modesUnder(root: string) {
  const directories: { path: string; mode: number }[] = [];
  const files: { path: string; mode: number }[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    const entry = { path, mode: stats.mode & 0o7777 };
    if (!stats.isDirectory()) return files.push(entry);
    directories.push(entry);
    for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return { directories, files };
}

/** An empty database the server migrates itself, as a new installation's. */
async function newPostgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `kira_private_${Date.now()}_${randomBytes(2).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
