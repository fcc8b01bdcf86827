import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { session } from '../src/db/schema/index.ts';
import { PASSWORD, signUpUser } from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, DEFAULT_LIMITS, type TestApp } from './helpers/test-app.ts';

// README.md ("Configuration": TRUST_PROXY, APP_URL, AUTH_SECRET) and docs/accounts.md
// ("Limits", "Cross-site requests", "The secret").

const FAILURES_PER_ADDRESS = 3;
/** Only the per-address sign-in limit is low: each failure below uses a new account. */
const LOW_ADDRESS_LIMIT: Partial<Config> = {
  rateLimits: {
    ...DEFAULT_LIMITS,
    signInFailuresPerAccount: 1_000,
    signInFailuresPerAddress: FAILURES_PER_ADDRESS,
    signUpsPerAddress: 1_000,
    windowMs: 30 * 60_000,
  },
};

/** A sign-in from a given socket address, with whatever headers a client or proxy adds. */
function signInFrom(
  t: TestApp,
  {
    remoteAddress,
    headers = {},
    email = uniqueEmail(),
    password = 'wrong-password-1',
  }: { remoteAddress: string; headers?: Record<string, string>; email?: string; password?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: new URL(t.config.appUrl).origin, ...headers },
    payload: { email, password },
  });
}

/** The address better-auth recorded on the user's latest session. */
async function lastSessionAddress(t: TestApp, userId: string) {
  const [latest] = await t.database.db
    .select({ ipAddress: session.ipAddress })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt))
    .limit(1);
  return latest?.ipAddress;
}

describe('TRUST_PROXY=false (the default): the client address is the socket’s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...LOW_ADDRESS_LIMIT, trustProxy: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a client rotating X-Forwarded-For is still limited after the per-address failures', async () => {
    const remoteAddress = '192.0.2.10';
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      const res = await signInFrom(t, {
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.statusCode, res.body).toBe(401);
    }
    const blocked = await signInFrom(t, {
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.99', 'x-kira-client-address': '198.51.100.1' },
    });
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');

    // The budget is the address's, not the server's: another socket address still has its own.
    const other = await signInFrom(t, { remoteAddress: '192.0.2.11' });
    expect(other.statusCode, other.body).toBe(401);
  });

  it('records the socket address on the session, whatever address headers the client sends', async () => {
    const { userId, email } = await signUpUser(t);
    const res = await signInFrom(t, {
      remoteAddress: '192.0.2.20',
      email,
      password: PASSWORD,
      headers: { 'x-forwarded-for': '203.0.113.50', 'x-kira-client-address': '198.51.100.2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastSessionAddress(t, userId)).toBe('192.0.2.20');
  });
});

describe('TRUST_PROXY=true: client addresses come from X-Forwarded-For', () => {
  const PROXY = '10.0.0.2';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...LOW_ADDRESS_LIMIT, trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('two forwarded addresses behind one proxy have separate budgets', async () => {
    const first = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) {
      const res = await signInFrom(t, { remoteAddress: PROXY, headers: first });
      expect(res.statusCode, res.body).toBe(401);
    }
    const blocked = await signInFrom(t, { remoteAddress: PROXY, headers: first });
    expect(blocked.statusCode, blocked.body).toBe(429);

    const second = await signInFrom(t, {
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(second.statusCode, second.body).toBe(401);
  });

  it('records the forwarded address on the session', async () => {
    const { userId, email } = await signUpUser(t);
    const res = await signInFrom(t, {
      remoteAddress: PROXY,
      email,
      password: PASSWORD,
      headers: { 'x-forwarded-for': '203.0.113.60', 'x-kira-client-address': '198.51.100.3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastSessionAddress(t, userId)).toBe('203.0.113.60');
  });
});

/** Signs a new user up, then in, and returns the sign-in answer's cookies. */
async function signInCookies(t: TestApp) {
  const c = httpClient(t.app, t.config.appUrl);
  const email = uniqueEmail();
  const signUp = await c.post('/api/auth/sign-up/email', {
    name: 'Goh Mei Ling',
    email,
    password: PASSWORD,
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const signIn = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { c, cookies: signIn.cookies };
}

describe('APP_URL https://: HSTS and Secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ appUrl: 'https://kira.example.sg' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every answer carries Strict-Transport-Security', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { origin: 'https://evil.example.com' },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(403);
    for (const res of [health, missing, foreign]) {
      expect(res.headers['strict-transport-security']).toMatch(/max-age=[1-9]\d*/);
    }
  });

  it('the session cookie set at sign-in is Secure, HttpOnly and SameSite=Lax, and works', async () => {
    const { c, cookies } = await signInCookies(t);
    const sessionCookie = cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie?.name).toBe('__Secure-better-auth.session_token');
    for (const cookie of cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    }
    expect((await c.get('/api/me')).statusCode).toBe(200);
  });
});

describe('APP_URL http://: no HSTS, no Secure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ appUrl: 'http://kira.internal:3000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers carry no Strict-Transport-Security', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });

  it('the session cookie is HttpOnly and SameSite=Lax but not Secure', async () => {
    const { c, cookies } = await signInCookies(t);
    const sessionCookie = cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie?.name).toBe('better-auth.session_token');
    for (const cookie of cookies) {
      expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie.secure, cookie.name).toBeFalsy();
    }
    expect((await c.get('/api/me')).statusCode).toBe(200);
  });
});

describe('AUTH_SECRET unset: a secret generated into DATA_DIR/auth-secret', () => {
  /** The same process restarted on the same database and data directory. */
  async function restart(t: TestApp, config: Config): Promise<FastifyInstance> {
    await t.app.close();
    const app = await buildApp({
      config,
      database: t.database,
      version: 'test',
      logger: false,
      checkAnswers: true,
    });
    await app.ready();
    return app;
  }

  it('is written with mode 600, and a second start reuses it and keeps sessions', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-secret-'));
    const path = join(dataDir, 'auth-secret');
    const first = await buildTestApp({ dataDir, authSecret: undefined });
    let second: FastifyInstance | undefined;
    try {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const secret = readFileSync(path, 'utf8');
      expect(secret.trim().length).toBeGreaterThanOrEqual(32);
      const user = await signUpUser(first);

      second = await restart(first, first.config);
      expect(readFileSync(path, 'utf8')).toBe(secret);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const again = httpClient(second, first.config.appUrl);
      for (const [name, value] of user.c.cookies) again.cookies.set(name, value);
      const me = await again.get('/api/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().user.id).toBe(user.userId);
    } finally {
      await second?.close();
      await first.database.close();
    }
  });

  it('is not written when AUTH_SECRET is given', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kira-secret-'));
    const t = await buildTestApp({ dataDir, authSecret: 'a-configured-secret-of-32-characters!' });
    try {
      expect(() => statSync(join(dataDir, 'auth-secret'))).toThrow(/ENOENT/);
    } finally {
      await t.close();
    }
  });
});

describe('opened as localhost when APP_URL says 127.0.0.1 (or the other way round)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ appUrl: 'http://127.0.0.1:3999' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a page opened under another name of the same address is sent to APP_URL, path and query kept', async () => {
    for (const host of ['localhost:3999', '[::1]:3999', 'LOCALHOST:3999']) {
      const page = await t.app.inject({ method: 'GET', url: '/contacts?q=ali', headers: { host } });
      expect(page.statusCode, host).toBe(308);
      expect(page.headers.location).toBe('http://127.0.0.1:3999/contacts?q=ali');
    }
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost:3999' },
    });
    expect(home.headers.location).toBe('http://127.0.0.1:3999/');
  });

  it('APP_URL itself, another port, and API reads are answered where they are', async () => {
    for (const host of ['127.0.0.1:3999', 'localhost:4000']) {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(page.statusCode, host).not.toBe(308);
    }
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3999' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('a write from a page under the other name is refused, saying where Kira runs', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { host: 'localhost:3999', origin: 'http://localhost:3999' },
      payload: { email: uniqueEmail(), password: 'whatever-it-is' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This page was opened at http://localhost:3999, but Kira runs at http://127.0.0.1:3999 (APP_URL). Open http://127.0.0.1:3999 and try again.',
    );
  });
});

describe('APP_URL that is not this machine: no redirects by name', () => {
  it('answers whatever Host a proxy passes', async () => {
    const t = await buildTestApp({ appUrl: 'https://kira.example.sg' });
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'localhost:3000' },
      });
      expect(page.statusCode).not.toBe(308);
    } finally {
      await t.close();
    }
  });
});
