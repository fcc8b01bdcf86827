import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeveloper } from '../src/accounts/make-developer.ts';
import { runAdminCommand } from '../src/admin/admin-commands.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import {
  freePort,
  serverEntryArguments,
  startServer,
  stopServers,
  waitHealthy,
} from './helpers/server-process.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('making the first developer', () => {
  it('marks the user a developer and administrator of the platform company, leaving their active company', async () => {
    const c = httpClient(t.app, t.config.appUrl);
    const email = uniqueEmail('dev');
    const signUp = await c.post('/api/auth/sign-up/email', {
      name: 'Dev One',
      email,
      password: 'nasi-lemak-sambal',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = await c.post('/api/auth/sign-in/email', {
      email,
      password: 'nasi-lemak-sambal',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const before = (await c.get('/api/me')).json();
    expect(before.company?.tenantId).toBeTruthy();
    await makeDeveloper(t.database.db, email.toUpperCase(), t.config.platformTenant);
    const me = (await c.get('/api/me')).json();
    expect(me.claims).toMatchObject({ tenantId: before.claims.tenantId, isDeveloper: true });
    expect(me.company.tenantId).toBe(before.company.tenantId);
    expect(me.company.tenantId).not.toBe('kira');

    const switched = await c.post('/api/companies/kira/switch', {});
    expect(switched.statusCode, switched.body).toBe(200);
    const platform = (await c.get('/api/me')).json();
    expect(platform.company).toMatchObject({ tenantId: 'kira', isPlatform: true });
    expect(platform.claims.accessLevel.length).toBeGreaterThan(0);
    expect(platform.claims.accessLevel.every((a: { level: string }) => a.level === 'write')).toBe(
      true,
    );
  });

  it('says so when nobody signed up with that e-mail', async () => {
    await expect(makeDeveloper(t.database.db, 'nobody@example.sg', 'kira')).rejects.toThrow(
      'No user has signed up with nobody@example.sg',
    );
  });
});

describe('npm run admin -- outbox', () => {
  it('shows the control characters of names and subjects as escapes, never raw', async () => {
    const hostile = 'Tan\u001b]0;owned\u0007 \u009b2J\u202eSons';
    const [kept] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'a@example.sg',
        cc: 'b@example.sg\r\nBcc: c@example.sg',
        subject: `Invoice from ${hostile}`,
        text: `Dear ${hostile},\nLine two\u0008`,
        fromName: `${hostile} via Kira`,
        status: 'stored',
      })
      .returning({ id: mailOutbox.id });
    const { output, exitCode } = await runAdminCommand(['outbox', '1'], {
      db: t.database.db,
      platformTenant: t.config.platformTenant,
    });
    expect(exitCode).toBe(0);
    expect(output).toContain(`#${kept?.id} `);
    expect(output).toContain('Invoice from Tan\\x1b]0;owned\\x07 \\x9b2J\\u202eSons');
    expect(output).toContain('from: Tan\\x1b]0;owned\\x07 \\x9b2J\\u202eSons via Kira');
    // The text keeps its own line breaks; nothing else unprintable is left.
    expect(output).toContain('Dear Tan\\x1b]0;owned\\x07 \\x9b2J\\u202eSons,\nLine two\\x08');
    expect(output).not.toMatch(/[^\P{Cc}\n]|\u202e/u);
  });
});

/** Each `npm run admin` starts a process and the database; on a loaded machine that takes a while. */
const SPAWNING_BUDGET_MS = 300_000;

const adminArguments = serverEntryArguments('admin');
function admin(args: string[], dataDir: string) {
  return spawnSync(process.execPath, [...adminArguments, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

describe.runIf(testDatabaseMode() === 'pglite')('npm run admin', () => {
  it(
    'lists the outbox and explains an unknown e-mail or command',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kira-admin-'));
      const outbox = admin(['outbox'], dataDir);
      expect(outbox.status, outbox.stderr).toBe(0);
      expect(outbox.stdout).toContain('The outbox is empty.');
      const unknown = admin(['developer', 'add', 'nobody@example.sg'], dataDir);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No user has signed up with nobody@example.sg');
      const help = admin(['frobnicate'], dataDir);
      expect(help.status).toBe(2);
      expect(help.stdout).toContain('developer add <email>');
    },
    SPAWNING_BUDGET_MS,
  );
});

describe.runIf(testDatabaseMode() === 'pglite')('npm run admin while the server runs', () => {
  afterAll(stopServers);

  it(
    'asks the running server through its private socket, and opens the database itself once it is gone',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kira-admin-live-'));
      const port = await freePort();
      const appUrl = `http://127.0.0.1:${port}`;
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port), APP_URL: appUrl });
      await waitHealthy(port, server);
      await expect
        .poll(() => existsSync(join(dataDir, 'kira.sock')), { timeout: 30_000 })
        .toBe(true);
      expect(statSync(join(dataDir, 'kira.sock')).mode & 0o777).toBe(0o600);

      const email = uniqueEmail('live-dev');
      const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ name: 'Live Dev', email, password: 'nasi-lemak-sambal' }),
      });
      expect(signUp.status).toBe(200);

      const outbox = admin(['outbox'], dataDir);
      expect(outbox.status, outbox.stderr).toBe(0);
      expect(outbox.stdout).toContain('Verify your e-mail for Kira');
      const added = admin(['developer', 'add', email], dataDir);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toContain(`${email} is now a developer`);
      const unknown = admin(['developer', 'add', 'nobody@example.sg'], dataDir);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No user has signed up with nobody@example.sg');

      server.child.kill('SIGKILL');
      await server.exited;
      // The killed server left its socket and lock behind: the command opens the database itself.
      const after = admin(['outbox', '1'], dataDir);
      expect(after.status, after.stderr).toBe(0);
      expect(after.stdout).toContain('Verify your e-mail for Kira');
    },
    SPAWNING_BUDGET_MS,
  );
});
