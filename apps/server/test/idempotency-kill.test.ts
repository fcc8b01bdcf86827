import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
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

// Clients that retry a payment with the same Idempotency-Key until it is answered, while the
// server process is killed (SIGKILL) and started again under them: a kill can land between a
// payment's commit and its answer, and every key must still end answered, its payment once.
afterAll(stopServers);

const KILLS = 5;
const WORKERS = 4;
/** 409s in a row a key may get from a running server before it counts as stuck. */
const MAX_IN_FLIGHT_ANSWERS = 200;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
  json: any;
}

/** A client of the server that sends the session cookie and the server's Origin. */
function clientOf(origin: string, cookie: () => string) {
  return async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, cookie: cookie(), 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null } satisfies Answer;
  };
}

describe.runIf(testDatabaseMode() === 'postgres')('an Idempotency-Key across kill -9', () => {
  it('leaves every key answered, each payment recorded once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    // Named as the server-process tests' databases, so a killed run's is dropped by a later one.
    const name = `kira_proc_${Date.now()}_keys_${randomBytes(2).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const db = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    let ended = false;
    try {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: withDatabase(serverUrl, name),
        PORT: String(port),
        APP_URL: origin,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-kill-')),
        READ_CACHE_MS: '0',
      };
      let server: Started = startServer(env);
      await waitHealthy(port, server);
      await db.connect();

      let cookie = '';
      const post = clientOf(origin, () => cookie);
      cookie = await signUpOverHttp(origin, db, {
        name: 'Kill Owner',
        email: uniqueEmail('kill'),
        password: PASSWORD,
      });
      const company = await post('/api/companies', {
        legalName: 'Kill Nine Pte. Ltd.',
        uen: uniqueUen(),
      });
      expect(company.status, JSON.stringify(company.json)).toBe(201);
      const customer = await post('/api/contacts', { role: 'customer', name: 'Patient Payer' });
      expect(customer.status).toBe(201);
      const invoices: string[] = [];
      for (let i = 0; i < WORKERS; i++) {
        const draft = await post('/api/documents', {
          kind: 'invoice',
          contactId: customer.json.id,
          lines: [{ description: `Retainer ${i}`, quantity: '1', unitPrice: '1000' }],
        });
        const issued = await post(`/api/documents/${draft.json.id}/issue`, {});
        expect(issued.status, JSON.stringify(issued.json)).toBe(200);
        invoices.push(draft.json.id);
      }

      // A key is sent again until it is answered: through refused connections while the
      // server is down, and through 409 while a killed request's transaction is let go.
      const pay = async (invoice: string, key: string) => {
        for (let inFlight = 0; inFlight < MAX_IN_FLIGHT_ANSWERS; ) {
          if (ended) throw new Error(`${key} was not answered before the test ended`);
          const res = await post(
            `/api/documents/${invoice}/payments`,
            { amount: '1.00', paymentMethod: 'bankTransfer' },
            { 'idempotency-key': key },
          ).catch(() => undefined);
          if (res?.status === 201) return res;
          if (res && res.status !== 409 && res.status !== 503)
            throw new Error(`${key} answered ${res.status}: ${JSON.stringify(res.json)}`);
          if (res?.status === 409) inFlight++;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`${key} is still "being carried out" after ${MAX_IN_FLIGHT_ANSWERS} tries`);
      };
      const paid: { invoice: string; key: string; receipt: string }[] = [];
      let paying = true;
      const payer = async (invoice: string, worker: number) => {
        for (let n = 0; paying; n++) {
          const key = `kill-${worker}-${n}`;
          const res = await pay(invoice, key);
          paid.push({ invoice, key, receipt: res.json.id });
        }
      };
      const payers = Promise.all(invoices.map((invoice, worker) => payer(invoice, worker)));
      const failed = payers.then(
        () => false,
        () => true,
      );

      // Each kill lands while payments are being made: once the server answered one more.
      for (let kill = 0; kill < KILLS; kill++) {
        const before = paid.length;
        while (paid.length === before && !(await Promise.race([failed, idle(20)])));
        if (await Promise.race([failed, idle(0)])) break;
        server.child.kill('SIGKILL');
        await server.exited;
        server = startServer(env);
        await waitHealthy(port, server);
      }
      paying = false;
      await payers;

      expect(paid.length).toBeGreaterThan(KILLS);
      expect(new Set(paid.map((p) => p.receipt)).size).toBe(paid.length);
      const keys = await db.query<{ answered: number; unanswered: number }>(
        `select count(*) filter (where status is not null)::int as answered,
                count(*) filter (where status is null)::int as unanswered
           from idempotency_keys`,
      );
      expect(keys.rows[0]).toEqual({ answered: paid.length, unanswered: 0 });
      const receipts = await db.query<{ id: string }>(
        `select id from documents where kind = 'receipt'`,
      );
      expect(receipts.rows.map((r) => r.id).sort()).toEqual(paid.map((p) => p.receipt).sort());
      for (const invoice of invoices) {
        const times = paid.filter((p) => p.invoice === invoice).length;
        // Each payment is 1.00: compared by the database, as exact decimals.
        const settled = await db.query<{ matches: boolean }>(
          'select settled = $2::numeric as matches from documents where id = $1',
          [invoice, times],
        );
        expect(settled.rows[0]?.matches).toBe(true);
      }
      server.child.kill('SIGTERM');
      await server.exited;
    } finally {
      ended = true;
      stopServers();
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});

/** Resolves false after `ms`: a pause that loses a race against a failure. */
function idle(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms));
}
