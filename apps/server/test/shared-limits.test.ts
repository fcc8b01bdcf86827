import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

// Kira's limits are counters in the database: two server processes on one PostgreSQL count
// together, so a user cannot double a limit by spreading requests over them. Windows here are
// a day long (recipients, the quota has none), so none ends during the test.
afterAll(stopServers);

describe.runIf(testDatabaseMode() === 'postgres')('limits shared by two server processes', () => {
  it('sends, sign-in failures and the storage quota count across both', async () => {
    const { url, db, drop } = await scratchDatabase('scale');
    try {
      const ports = [await freePort(), await freePort()];
      const secret = randomBytes(32).toString('hex');
      const env = (port: number) => ({
        DATABASE_URL: url,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: secret,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kira-limits-')),
        RATE_LIMIT_SENDS_PER_USER_PER_MINUTE: '1000',
        RATE_LIMIT_RECIPIENTS_PER_COMPANY_PER_DAY: '100',
        RATE_LIMIT_WINDOW_MINUTES: '1440',
      });
      // The first migrates; the second starts on the migrated database.
      const first = startServer(env(ports[0] as number));
      await waitHealthy(ports[0] as number, first);
      const second = startServer(env(ports[1] as number));
      await waitHealthy(ports[1] as number, second);

      let cookie = '';
      const [a, b] = ports.map((port) => serverAt(port, () => cookie)) as [
        ServerClient,
        ServerClient,
      ];
      const email = uniqueEmail('limits');
      cookie = await signUpOverHttp(a.origin, db, {
        name: 'Limit Owner',
        email,
        password: PASSWORD,
      });
      const company = await b.call('POST', '/api/companies', {
        legalName: 'Limits Pte. Ltd.',
        uen: uniqueUen(),
      });
      expect(company.status, JSON.stringify(company.json)).toBe(201);
      // The plan's storage held to 1 MB for this company, as a developer's override sets it.
      await db.query(
        `update companies set limit_overrides = '{"storageMb": 1}' where tenant_id = $1`,
        [company.json.company.tenantId],
      );
      const buyer = await a.call('POST', '/api/contacts', { role: 'customer', name: 'Buyer' });
      const invoice = await a.call('POST', '/api/documents', {
        kind: 'invoice',
        contactId: buyer.json.id,
        lines: [{ description: 'Hinge', quantity: '1', unitPrice: '10' }],
      });
      expect((await a.call('POST', `/api/documents/${invoice.json.id}/issue`)).status).toBe(200);

      // 50 sends at once to 20 addresses each, half through each server: 100 recipients a day
      // let exactly five through.
      // Ten addresses and ten copies: 20 recipients (a send takes at most ten of each).
      const to = Array.from({ length: 10 }, (_, i) => `buyer${i}@example.sg`);
      const cc = Array.from({ length: 10 }, (_, i) => `copy${i}@example.sg`);
      const sends = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 === 0 ? a : b).call('POST', `/api/documents/${invoice.json.id}/send`, { to, cc }),
        ),
      );
      const statuses = sends.map((send) => send.status);
      expect(
        statuses.filter((s) => s === 202),
        JSON.stringify(
          sends
            .filter((send) => send.status !== 202 && send.status !== 429)
            .map((send) => [send.status, send.json]),
        ) +
          first.output() +
          second.output(),
      ).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      const refused = sends.find((send) => send.status === 429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused?.json.error.message).toContain('100 recipients a day');

      // The plan's storage (1 MB): five files of 300 KB at once, through both, three fit.
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024 - 9, 0x20)]);
      const uploads = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          (i % 2 === 0 ? a : b).call('POST', `/api/documents/${invoice.json.id}/attachments`, pdf, {
            'content-type': 'application/pdf',
            'x-file-name': `scan-${i}.pdf`,
          }),
        ),
      );
      const uploaded = uploads.map((upload) => upload.status);
      expect(uploaded.filter((s) => s === 201)).toHaveLength(3);
      expect(uploaded.filter((s) => s === 402)).toHaveLength(2);

      // Failed sign-ins of one account: five through either server, then both refuse.
      const other = uniqueEmail('signin');
      await signUpOverHttp(b.origin, db, { name: 'Sign In', email: other, password: PASSWORD });
      const signIn = (server: ServerClient, password: string) =>
        fetch(`${server.origin}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: other, password }),
        });
      for (const server of [a, b, a, b, a]) {
        expect((await signIn(server, 'not-the-password-1')).status).toBe(401);
      }
      expect((await signIn(b, PASSWORD)).status).toBe(429);
      expect((await signIn(a, PASSWORD)).status).toBe(429);
    } finally {
      stopServers();
      await drop();
    }
  }, 180_000);
});
