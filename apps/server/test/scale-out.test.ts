import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.ts';
import { PASSWORD, uniqueUen } from './helpers/factories.ts';
import { uniqueEmail } from './helpers/http-client.ts';
import { scratchDatabase } from './helpers/postgres-databases.ts';
import {
  freePort,
  type ServerClient,
  serverAt,
  signUpOverHttp,
  startServer,
  stopServers,
  waitHealthy,
} from './helpers/server-process.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// Scaling out: two server processes on one PostgreSQL, started together and driven at once.
// Both make ids on their own clocks, so the same id in the same millisecond happens; every
// write must still land once, with no 5xx and gapless numbers.
afterAll(stopServers);

const PER_WORKER = 13;

describe.runIf(testDatabaseMode() === 'postgres')('two server processes on one PostgreSQL', () => {
  it('migrate once, then lose nothing and answer no 5xx under writes through both', async () => {
    const { url, db, drop } = await scratchDatabase('scale');
    try {
      const ports = [await freePort(), await freePort()];
      const secret = randomBytes(32).toString('hex');
      const started = ports.map((port) =>
        startServer({
          DATABASE_URL: url,
          PORT: String(port),
          APP_URL: `http://127.0.0.1:${port}`,
          AUTH_SECRET: secret,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-scale-')),
          READ_CACHE_MS: '0',
        }),
      );
      await Promise.all(ports.map((port, i) => waitHealthy(port, started[i] as never)));

      const migrations = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
      const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(migrations);

      let cookie = '';
      const [a, b] = ports.map((port) => serverAt(port, () => cookie)) as [
        ServerClient,
        ServerClient,
      ];
      const email = uniqueEmail();
      cookie = await signUpOverHttp(a.origin, db, {
        name: 'Scale Owner',
        email,
        password: PASSWORD,
      });
      const company = await b.call('POST', '/api/companies', {
        legalName: 'Scale Out Pte. Ltd.',
        uen: uniqueUen(),
      });
      expect(company.status, JSON.stringify(company.json)).toBe(201);
      const customer = await a.call('POST', '/api/contacts', { role: 'customer', name: 'Buyer' });
      expect(customer.status).toBe(201);

      const answers: { status: number; what: string }[] = [];
      const record = (what: string, status: number) => answers.push({ status, what });
      const issuedIds: string[] = [];
      const receipts: string[] = [];
      // 104 invoices made and issued through each server at once, 8 at a time per server; half
      // are paid through the other server.
      const work = (server: ServerClient, other: ServerClient, worker: number) => async () => {
        for (let i = 0; i < PER_WORKER; i++) {
          const draft = await server.call('POST', '/api/documents', {
            kind: 'invoice',
            contactId: customer.json.id,
            lines: [{ description: `Item ${worker}-${i}`, quantity: '1', unitPrice: '10' }],
          });
          record('create', draft.status);
          if (draft.status !== 201) continue;
          const issued = await server.call('POST', `/api/documents/${draft.json.id}/issue`);
          record('issue', issued.status);
          if (issued.status !== 200) continue;
          issuedIds.push(draft.json.id);
          if (i % 2 === 0) {
            const paid = await other.call('POST', `/api/documents/${draft.json.id}/payments`, {
              amount: '10.00',
            });
            record('payment', paid.status);
            if (paid.status === 201) receipts.push(paid.json.id);
          }
        }
      };
      const importThrough = (server: ServerClient, tag: string) => async () => {
        const csv = [
          'Role,Name',
          ...Array.from({ length: 300 }, (_, i) => `customer,${tag} ${i}`),
        ].join('\n');
        const job = await server.call('POST', '/api/contacts/import', {
          csv,
          mapping: { role: 'Role', name: 'Name' },
        });
        record('import', job.status);
        let state = job.json;
        while (state?.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const polled = await server.call('GET', `/api/imports/${job.json.id}`);
          state = polled.json;
        }
        expect(state.status, JSON.stringify(state)).toBe('done');
        expect(state.report.created).toBe(300);
      };
      const tasks = [
        ...Array.from({ length: 8 }, (_, w) => work(a, b, w)),
        ...Array.from({ length: 8 }, (_, w) => work(b, a, w + 8)),
        importThrough(a, 'Alpha'),
        importThrough(b, 'Beta'),
      ];
      await Promise.all(tasks.map((task) => task()));

      const failed = answers.filter((answer) => answer.status >= 500);
      expect(failed, JSON.stringify(failed)).toEqual([]);
      expect(
        answers.filter((answer) => answer.what === 'create' && answer.status === 201),
      ).toHaveLength(208);

      // Every acknowledged write is there, read through either server.
      for (const id of [...issuedIds, ...receipts]) {
        expect((await b.call('GET', `/api/documents/${id}`)).status).toBe(200);
      }
      const numbers = await db.query(
        "select number_value::int as n from documents where kind = 'invoice' and number is not null order by 1",
      );
      expect(numbers.rows.map((row) => row.n)).toEqual(
        Array.from({ length: issuedIds.length }, (_, i) => i + 1),
      );
      const imported = await db.query(
        "select count(*)::int as n from contacts where name like 'Alpha %' or name like 'Beta %'",
      );
      expect(imported.rows[0].n).toBe(600);
    } finally {
      stopServers();
      await drop();
    }
  }, 300_000);
});
