import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME } from '../src/db/database.ts';
import { PASSWORD, uniqueUen } from './helpers/factories.ts';
import { uniqueEmail } from './helpers/http-client.ts';
import { withDatabase } from './helpers/postgres-databases.ts';
import {
  freePort,
  type Started,
  signUpOverHttp,
  startServer,
  stopServers,
  waitHealthy,
} from './helpers/server-process.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// PostgreSQL ends the server's connections (a restart, a failover, pg_terminate_backend) while
// it is busy: the process stays up, what was caught in the middle is answered 503 with a JSON
// body, what was acknowledged is kept, and it serves again at once.
afterAll(stopServers);

const ROUNDS = 5;
const WORKERS = 6;

interface Answer {
  what: string;
  status: number;
  contentType: string;
  retryAfter: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
  json: any;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const contentTypeOf = (body: unknown) =>
  Buffer.isBuffer(body) ? 'application/pdf' : 'application/json';

/** A client of the server process that sends the session cookie and the server's Origin. */
function clientOf(origin: string, cookie: () => string) {
  return async (what: string, method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        origin,
        cookie: cookie(),
        ...(body === undefined ? {} : { 'content-type': contentTypeOf(body) }),
      },
      body: body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    return {
      what,
      status: res.status,
      contentType,
      retryAfter: res.headers.get('retry-after'),
      json: contentType.includes('json') && text ? JSON.parse(text) : text,
    };
  };
}

/** Waits for `check`, failing at once, with its output, when the server process has ended. */
async function until(server: Started, what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (server.child.exitCode !== null)
      throw new Error(`the server ended while waiting for ${what}: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgreSQL ends the server connections', () => {
  it('keeps the process up, answers 503 in the middle and loses no acknowledged write', async (ctx) => {
    ctx.skip(
      testDatabaseMode() !== 'postgres',
      'needs KIRA_TEST_DB=postgres and TEST_DATABASE_URL: PGlite runs in the process and has no connection to lose',
    );
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    // Named as the server-process tests' databases, so a killed run's is dropped by a later one.
    const name = `kira_proc_${Date.now()}_faults_${randomBytes(2).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const db = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    try {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'kira-faults-'));
      const origin = `http://127.0.0.1:${port}`;
      const server = startServer({
        DATABASE_URL: withDatabase(serverUrl, name),
        PORT: String(port),
        APP_URL: origin,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        READ_CACHE_MS: '0',
      });
      await waitHealthy(port, server);
      await db.connect();

      let cookie = '';
      const call = clientOf(origin, () => cookie);
      const email = uniqueEmail('faults');
      cookie = await signUpOverHttp(origin, db, {
        name: 'Fault Owner',
        email,
        password: PASSWORD,
      });
      const company = await call('company', 'POST', '/api/companies', {
        legalName: 'Fault Line Pte. Ltd.',
        uen: uniqueUen(),
      });
      expect(company.status, JSON.stringify(company.json)).toBe(201);
      const customer = await call('customer', 'POST', '/api/contacts', {
        role: 'customer',
        name: 'Steady Buyer',
      });
      expect(customer.status).toBe(201);

      // Requests certainly caught in the middle: their transaction waits for a row lock held
      // here, and its connection is ended while it waits.
      const draft = await call('draft', 'POST', '/api/documents', {
        kind: 'invoice',
        contactId: customer.json.id,
        lines: [{ description: 'Held', quantity: '1', unitPrice: '10' }],
      });
      expect(draft.status).toBe(201);
      // Asked on another session: this one, in the transaction that holds the lock, would see
      // the same snapshot of pg_stat_activity until the transaction ends.
      const waiting = async () =>
        (
          await admin.query(
            `select pid from pg_stat_activity
              where datname = $1 and application_name = $2 and wait_event_type = 'Lock'`,
            [name, APPLICATION_NAME],
          )
        ).rows.map((row) => row.pid as number);
      const endedWhileHeld = async (what: string, send: () => Promise<Answer>) => {
        await db.query('begin');
        await db.query('select id from documents where id = $1 for update', [draft.json.id]);
        const held = send();
        held.catch(() => {}); // awaited below, unless the wait fails first
        await until(server, `${what} to wait`, async () => (await waiting()).length > 0);
        for (const pid of await waiting()) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
        }
        const caught = await held;
        await db.query('rollback');
        expect(caught.status, JSON.stringify(caught.json)).toBe(503);
        expect(caught.retryAfter).toBe('5');
        expect(caught.json).toEqual({
          error: {
            code: 'DATABASE_UNAVAILABLE',
            message: 'The database is not reachable right now; try again in a moment.',
          },
        });
      };
      const documentPath = `/api/documents/${draft.json.id}`;
      await endedWhileHeld('the issue', () => call('issue', 'POST', `${documentPath}/issue`));
      // The attachment's commit may have happened for all the server can tell: its file stays
      // (an orphan), and no row points at a missing file.
      await endedWhileHeld('the attachment', () =>
        call('attach', 'POST', `${documentPath}/attachments`, PDF),
      );
      expect((await call('read', 'GET', documentPath)).json.attachments).toEqual([]);
      const files = readdirSync(join(dataDir, 'attachments'), {
        recursive: true,
        withFileTypes: true,
      })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
      expect(files).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
      expect((await call('issue', 'POST', `${documentPath}/issue`)).status).toBe(200);

      // A load of reads and writes, and the server's connections ended several times under it.
      const answers: Answer[] = [];
      const dropped: string[] = [];
      const contacts = new Map<string, string>();
      const invoices: string[] = [];
      let stopped = false;
      const record = async (...args: Parameters<typeof call>) => {
        try {
          const answer = await call(...args);
          answers.push(answer);
          return answer;
        } catch (error) {
          dropped.push(`${args[0]}: ${(error as Error).message}`);
          return undefined;
        }
      };
      const worker = async (w: number) => {
        for (let i = 0; !stopped; i++) {
          const contactName = `Loaded Contact ${w}-${i}`;
          const created = await record('create contact', 'POST', '/api/contacts', {
            role: 'customer',
            name: contactName,
          });
          if (created?.status === 201) contacts.set(created.json.id, contactName);
          await record('list contacts', 'GET', '/api/contacts?limit=5');
          await record('get session', 'GET', '/api/auth/get-session');
          const invoice = await record('create invoice', 'POST', '/api/documents', {
            kind: 'invoice',
            contactId: customer.json.id,
            lines: [{ description: `Work ${w}-${i}`, quantity: '2', unitPrice: '7.50' }],
          });
          if (invoice?.status === 201) {
            invoices.push(invoice.json.id);
            await record('read invoice', 'GET', `/api/documents/${invoice.json.id}`);
          }
        }
      };
      const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
      let terminated = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const before = answers.length;
        await until(server, 'the load to make progress', () => answers.length >= before + 20);
        const ended = await db.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
          [name, APPLICATION_NAME],
        );
        terminated += ended.rows.filter((row) => row.ended).length;
      }
      const settled = answers.length;
      await until(
        server,
        'the load to go on after the last round',
        () => answers.length >= settled + 20,
      );
      stopped = true;
      await Promise.all(load);

      expect(server.child.exitCode, server.output()).toBeNull();
      expect(terminated).toBeGreaterThanOrEqual(ROUNDS);
      expect(dropped).toEqual([]);
      const wrong = answers.filter(
        (a) =>
          !(a.status >= 200 && a.status < 300) &&
          !(
            a.status === 503 &&
            a.contentType.startsWith('application/json') &&
            a.retryAfter === '5' &&
            a.json?.error?.code === 'DATABASE_UNAVAILABLE'
          ),
      );
      expect(wrong.map((a) => `${a.what} ${a.status} ${JSON.stringify(a.json)}`)).toEqual([]);

      // Serving again, and every acknowledged write is there.
      expect((await call('after', 'GET', '/api/contacts?limit=1')).status).toBe(200);
      expect(
        (await call('after', 'POST', '/api/contacts', { role: 'supplier', name: 'Afterwards' }))
          .status,
      ).toBe(201);
      const kept = await db.query('select id, name from contacts where id = any($1)', [
        [...contacts.keys()],
      ]);
      expect(new Map(kept.rows.map((row) => [row.id, row.name]))).toEqual(contacts);
      const keptInvoices = await db.query(
        'select count(*)::int as n from documents where id = any($1)',
        [invoices],
      );
      expect(keptInvoices.rows[0].n).toBe(invoices.length);

      // The log: a line when an outage starts, not one per request it refuses (the terminations
      // may make one outage or several), and no personal data.
      const log = server.output();
      const outages = log
        .split('\n')
        .filter(
          (line) =>
            line.includes('"fault":"database-unreachable"') && line.includes('not reachable'),
        );
      expect(outages.length, log).toBeGreaterThanOrEqual(1);
      expect(outages.length, log).toBeLessThanOrEqual(ROUNDS + 1);
      const errors = log.split('\n').filter((line) => /^\{.*"level":(50|60)/.test(line));
      expect(errors, log).toEqual(outages);
      expect(log).not.toMatch(/Loaded Contact|Steady Buyer|Fault Owner|faults\.\d+/);
      expect(log).not.toMatch(/Unhandled|unhandled error/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      stopServers();
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
