import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeveloper } from '../src/accounts/make-developer.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('making the first developer', () => {
  it('marks the user a developer, administrator of the platform company, now their active one', async () => {
    const c = httpClient(t.app, t.config.appUrl);
    const email = uniqueEmail('dev');
    await c.post('/api/auth/sign-up/email', {
      name: 'Dev One',
      email,
      password: 'nasi-lemak-sambal',
    });
    await c.post('/api/auth/sign-in/email', { email, password: 'nasi-lemak-sambal' });
    await makeDeveloper(t.database.db, email.toUpperCase(), t.config.platformTenant);
    const me = (await c.get('/api/me')).json();
    expect(me.claims).toMatchObject({ tenantId: 'kira', isDeveloper: true });
    expect(me.claims.accessLevel.every((a: { level: string }) => a.level === 'write')).toBe(true);
    expect(me.company).toMatchObject({ tenantId: 'kira', isPlatform: true });
  });

  it('says so when nobody signed up with that e-mail', async () => {
    await expect(makeDeveloper(t.database.db, 'nobody@example.sg', 'kira')).rejects.toThrow(
      'No user has signed up with nobody@example.sg',
    );
  });
});

const adminScript = new URL('../src/cli/admin.ts', import.meta.url).pathname;
function admin(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', adminScript, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

describe.runIf(testDatabaseMode() === 'pglite')('npm run admin', () => {
  it('lists the outbox and explains an unknown e-mail or command', () => {
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
  });
});
