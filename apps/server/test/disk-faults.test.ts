import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type OpenDatabase, openDatabase } from '../src/db/database.ts';
import { describeStartFailure } from '../src/faults/describe-start-failure.ts';
import { logOptions } from '../src/http/log-options.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { freePort, startServer, stopServers } from './helpers/server-process.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase, testDatabaseUrl } from './helpers/test-database.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// A full disk: writes are answered 507 with a message (not 500), the log says so once (not once
// per request, and without the failed statement's data), /api/health says degraded, and a
// failed attachment leaves no file behind. On a real full disk: a small tmpfs, which needs root
// (as CI runs). Where none can be mounted, the same is shown with the real ENOSPC (from
// /dev/full) given to the attachment's file at the one place files are opened for writing.

/** Set when no disk can be mounted: files opened for writing under it fail as a full disk's. */
const injected = vi.hoisted(() => ({ fullUnder: undefined as string | undefined }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = async (path, flags, mode) => {
    const handle = await actual.open(path, flags, mode);
    if (!injected.fullUnder || !String(path).startsWith(injected.fullUnder)) return handle;
    // The disk fills up mid-file: the first bytes land, then the write fails as /dev/full's do.
    const partly = {
      writeFile: async (data: Uint8Array) => {
        await handle.write(data.subarray(0, 16));
        await actual.writeFile('/dev/full', data);
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    };
    return partly as unknown as typeof handle;
  };
  return { ...actual, open, default: { ...actual, open } };
});

afterAll(stopServers);

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024, 0x20)]);
const FULL_MESSAGE =
  "The server's storage is full: nothing was saved. Free some disk space and try again.";
const STARTED = "The server's storage is full";
const ENDED = 'Writes succeed again';

/** Whether a tmpfs can be mounted here (root, or a container that allows it). */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'kira-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

// KIRA_TEST_NO_MOUNT=1 runs the test meant for machines that cannot mount one.
const mountable = !process.env.KIRA_TEST_NO_MOUNT && canMount();
const pglite = testDatabaseMode() === 'pglite';
const mounted: string[] = [];
afterAll(() => {
  for (const dir of mounted) {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    } catch {}
  }
});

/** A small disk of its own, and a file that fills it up. */
function smallDisk(megabytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'kira-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  mounted.push(dir);
  const filler = join(dir, 'filler');
  return {
    dir,
    /** Fills the disk, leaving `leave` bytes free. */
    fill(leave = 0) {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(1024 * 1024);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
      for (let size = chunk.length; size >= 4096; size /= 2) {
        try {
          writeSync(fd, chunk, 0, size);
        } catch {}
      }
      closeSync(fd);
      if (leave > 0) truncateSync(filler, Math.max(0, statSync(filler).size - leave));
    },
    freeSpace() {
      rmSync(filler, { force: true });
    },
    freeBytes() {
      const stats = statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
  };
}

/** The app on `dataDir`, its log kept in `lines`; on PGlite its database lives there too. */
async function appOn(dataDir: string, lines: string[]): Promise<TestApp> {
  let database: OpenDatabase;
  const target = inject('testDatabase');
  if (target.mode === 'pglite') {
    const template = new Blob([readFileSync(target.templatePath)]);
    database = await openDatabase({
      mode: 'pglite',
      dataDir: join(dataDir, 'pgdata'),
      loadDataDir: template,
    });
  } else {
    database = await openTestDatabase();
  }
  return buildTestApp(
    { dataDir, minFreeDiskBytes: 1024 * 1024 },
    {
      database,
      logger: { ...logOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    },
  );
}

async function draftExpense(founder: TestUser) {
  const supplier = await founder.c.post('/api/contacts', { role: 'supplier', name: 'Bedok Paper' });
  expect(supplier.statusCode, supplier.body).toBe(201);
  const expense = await founder.c.post('/api/documents', {
    kind: 'expense',
    contactId: supplier.json().id,
    expenseCategory: 'packAndShip',
    paymentMethod: 'payNow',
    lines: [{ description: 'Boxes', quantity: '1', unitPrice: '50' }],
  });
  expect(expense.statusCode, expense.body).toBe(201);
  return expense.json().id as string;
}

function attach(founder: TestUser, documentId: string) {
  return founder.c.post(`/api/documents/${documentId}/attachments`, PDF, {
    'content-type': 'application/pdf',
    'x-file-name': 'receipt.pdf',
  });
}

/** Every file under `dir`, however deep (what a failed write could have left). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function until(what: string, check: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const linesWith = (lines: string[], text: string) =>
  lines.filter((line) => line.includes('"fault":"storage-full"') && line.includes(text));

/** The log's lines at error level or above. */
const errorLines = (lines: string[]) => lines.filter((line) => JSON.parse(line).level >= 50);

describe('/api/health and the free space on DATA_DIR', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('reports degraded, with the free bytes, below MIN_FREE_DISK_MB', async () => {
    t = await buildTestApp({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'degraded',
      database: { reachable: true },
      disk: { minimumFreeBytes: Number.MAX_SAFE_INTEGER, full: false },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
    expect(loadConfig({ MIN_FREE_DISK_MB: '200' }).minFreeDiskBytes).toBe(200 * 1024 * 1024);
  });
});

describe('a full disk', () => {
  it.runIf(mountable)(
    'answers 507, logs it once, reports degraded and leaves no partial file; then recovers',
    async () => {
      // PGlite's data directory (39 MB) lives on the disk too, and fills it up with its rows.
      const disk = smallDisk(pglite ? 64 : 8);
      const lines: string[] = [];
      const t = await appOn(disk.dir, lines);
      try {
        const founder = await signUpUser(t, { name: 'Ong Full Disk' });
        await createCompany(founder);
        const expense = await draftExpense(founder);

        // Room for part of a file only: each attachment fails mid-write.
        disk.fill(64 * 1024);
        for (let i = 0; i < 3; i++) {
          const res = await attach(founder, expense);
          expect(res.statusCode, res.body).toBe(507);
          expect(res.json()).toEqual({ error: { code: 'STORAGE_FULL', message: FULL_MESSAGE } });
        }
        expect(filesUnder(join(disk.dir, 'attachments'))).toEqual([]);
        const kept = await founder.c.get(`/api/documents/${expense}`);
        expect(kept.json().attachments).toEqual([]);

        // The database's files cannot grow either (PGlite: on this disk).
        const statuses: number[] = [];
        const attempts = pglite ? 400 : 10;
        for (let i = 0; statuses.filter((s) => s === 507).length < 5 && i < attempts; i++) {
          const res = await founder.c.post('/api/contacts', {
            role: 'customer',
            name: `Full Disk Customer ${i}`,
            emails: [`full.disk.${i}@example.sg`],
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 507) expect(res.json().error.code).toBe('STORAGE_FULL');
        }
        expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
        if (pglite) expect(statuses.filter((s) => s === 507).length).toBe(5);

        const health = await founder.c.get('/api/health');
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({
          status: 'degraded',
          database: { reachable: true },
          disk: { minimumFreeBytes: 1024 * 1024, full: true },
        });
        expect(health.json().disk.freeBytes).toBeLessThan(1024 * 1024);

        // One line for all those failures, naming DATA_DIR and its free space; none per request.
        const started = linesWith(lines, STARTED);
        expect(started, lines.join('')).toHaveLength(1);
        expect(errorLines(lines), lines.join('')).toEqual(started);
        expect(JSON.parse(started[0] as string)).toMatchObject({
          level: 50,
          dataDir: disk.dir,
          code: expect.stringMatching(/^(ENOSPC|53100)$/),
        });
        const log = lines.join('');
        expect(log).not.toMatch(/unhandled error|Full Disk Customer|full\.disk|Ong Full Disk/);
        expect(log).not.toMatch(/insert into/i);

        // Space freed: writes succeed, health is ok again, and the log says so once.
        disk.freeSpace();
        expect((await attach(founder, expense)).statusCode).toBe(201);
        const again = await founder.c.post('/api/contacts', { role: 'customer', name: 'After' });
        expect(again.statusCode, again.body).toBe(201);
        expect((await founder.c.get('/api/health')).json()).toMatchObject({
          status: 'ok',
          disk: { full: false },
        });
        await until('the end of the outage in the log', () => linesWith(lines, ENDED).length > 0);
        expect(linesWith(lines, ENDED)).toHaveLength(1);
        expect(linesWith(lines, STARTED)).toHaveLength(1);
        expect(filesUnder(join(disk.dir, 'attachments'))).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
    180_000,
  );

  it.runIf(!mountable)(
    'answers 507 with the real ENOSPC, logs it once and leaves no partial file (no tmpfs: not root)',
    async () => {
      const lines: string[] = [];
      const t = await buildTestApp(
        { minFreeDiskBytes: 0 },
        {
          logger: { ...logOptions('info'), stream: { write: (line: string) => lines.push(line) } },
        },
      );
      try {
        const founder = await signUpUser(t, { name: 'Ong Full Disk' });
        await createCompany(founder);
        const expense = await draftExpense(founder);
        injected.fullUnder = t.config.dataDir;
        for (let i = 0; i < 3; i++) {
          const res = await attach(founder, expense);
          expect(res.statusCode, res.body).toBe(507);
          expect(res.json()).toEqual({ error: { code: 'STORAGE_FULL', message: FULL_MESSAGE } });
        }
        expect(filesUnder(join(t.config.dataDir, 'attachments'))).toEqual([]);
        expect((await founder.c.get('/api/health')).json()).toMatchObject({
          status: 'degraded',
          disk: { full: true },
        });
        expect(linesWith(lines, STARTED)).toHaveLength(1);
        expect(errorLines(lines)).toEqual(linesWith(lines, STARTED));
        expect(lines.join('')).not.toMatch(/unhandled error|Ong Full Disk/);

        injected.fullUnder = undefined;
        expect((await attach(founder, expense)).statusCode).toBe(201);
        expect((await founder.c.get('/api/health')).json()).toMatchObject({ status: 'ok' });
        await until('the end of the outage in the log', () => linesWith(lines, ENDED).length > 0);
      } finally {
        injected.fullUnder = undefined;
        await t.close();
      }
    },
  );

  it.runIf(mountable)('a start on a full disk says so in one line, without a stack', async () => {
    const disk = smallDisk(2);
    disk.fill();
    const port = await freePort();
    // PGlite: the data directory's lock cannot be written; PostgreSQL: the generated secret.
    const server = startServer({
      DATA_DIR: disk.dir,
      PORT: String(port),
      AUTH_SECRET: '',
      ...(pglite ? {} : { DATABASE_URL: await testDatabaseUrl() }),
    });
    expect(await server.exited).toBe(1);
    const output = server.output().trim();
    expect(output.split('\n'), output).toHaveLength(1);
    expect(output).toMatch(
      new RegExp(
        `^Kira cannot start: the disk of DATA_DIR \\(${disk.dir}\\) is full \\(0\\.0 MB free`,
      ),
    );
    expect(output).not.toMatch(/\n\s+at /);
    // Nothing half-written is left, but for the lock's empty file (the next start takes it over).
    const left = filesUnder(disk.dir).filter((file) => !/\/(filler|kira\.lock)$/.test(file));
    expect(left).toEqual([]);
  });

  it.runIf(mountable && pglite)(
    "names DATA_DIR when PGlite cannot start on it ('failed to initialize')",
    async () => {
      const disk = smallDisk(64);
      const target = inject('testDatabase');
      if (target.mode !== 'pglite') throw new Error('PGlite only');
      const template = new Blob([readFileSync(target.templatePath)]);
      const made = await openDatabase({
        mode: 'pglite',
        dataDir: join(disk.dir, 'pgdata'),
        loadDataDir: template,
      });
      await made.close();
      disk.fill();
      const failure = await openDatabase({
        mode: 'pglite',
        dataDir: join(disk.dir, 'pgdata'),
      }).then(
        async (opened) => {
          await opened.close();
          return undefined;
        },
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      expect(describeStartFailure(failure, { DATA_DIR: disk.dir })).toMatch(
        new RegExp(`^the disk of DATA_DIR \\(${disk.dir}\\) is full \\(0\\.0 MB free`),
      );
      expect(describeStartFailure(new Error('elsewhere'), { DATA_DIR: tmpdir() })).toBeUndefined();
    },
    120_000,
  );
});
