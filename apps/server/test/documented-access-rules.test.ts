import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema/index.ts';
import {
  accessList,
  addMember,
  createCompany,
  NONE,
  PASSWORD,
  signUpUser,
} from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, DEFAULT_LIMITS, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/accounts.md ("Limits") and docs/companies.md ("Members and invitations").

describe('429 answers say when to try again', () => {
  // A long window, so however slow the run, the limits cannot lapse before they are checked.
  const WINDOW_SECONDS = 30 * 60;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_LIMITS,
        signInFailuresPerAccount: 2,
        signInFailuresPerAddress: 100,
        signUpsPerAddress: 2,
        windowMs: WINDOW_SECONDS * 1000,
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  /** The Retry-After seconds of a 429, checked against the minutes its message gives. */
  function retryAfterOf(res: Awaited<ReturnType<ReturnType<typeof httpClient>['post']>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    const header = String(res.headers['retry-after']);
    expect(header).toMatch(/^\d+$/);
    const seconds = Number(header);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    const minutes = Math.ceil(seconds / 60);
    expect(res.json().error.message).toContain(
      `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
    return seconds;
  }

  it('after too many failed sign-ins, even with the right password', async () => {
    const { email } = await signUpUser(limited);
    const c = httpClient(limited.app, limited.config.appUrl);
    const signIn = (password: string) => c.post('/api/auth/sign-in/email', { email, password });
    expect((await signIn('wrong-password-1')).statusCode).toBe(401);
    expect((await signIn('wrong-password-2')).statusCode).toBe(401);
    retryAfterOf(await signIn(PASSWORD));
  });

  it('after too many sign-ups from one address', async () => {
    const c = httpClient(limited.app, limited.config.appUrl);
    const signUp = () =>
      c.post('/api/auth/sign-up/email', { name: 'N', email: uniqueEmail(), password: PASSWORD });
    // Other tests here sign up from the same (the only) address: sign up until refused.
    const limit = limited.config.rateLimits.signUpsPerAddress;
    let res = await signUp();
    for (let tries = 1; res.statusCode === 200 && tries <= limit; tries++) res = await signUp();
    retryAfterOf(res);
  });
});

describe('the last administrator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(RAISED_LIMITS);
  });
  afterAll(async () => {
    await t.close();
  });

  it('survives two administrators demoting each other at the same moment', async () => {
    const founder = await signUpUser(t, { name: 'Founder One' });
    const tenantId = await createCompany(founder);
    const other = await addMember(t, founder, { ...NONE, administrator: 'write' }, 'Admin Two');
    const demote = { accessLevel: accessList({ ...NONE, company: 'write' }) };
    const answers = await Promise.all([
      founder.c.patch(`/api/members/${other.userId}`, demote),
      other.c.patch(`/api/members/${founder.userId}`, demote),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The other is refused: the last administrator (409), or no longer one itself (403).
    expect([403, 409]).toContain(codes.find((code) => code !== 200));
    const administrators = await t.database.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          sql`${memberships.accessLevel}->>'administrator' = 'write'`,
        ),
      );
    expect(administrators).toHaveLength(1);
  });
});
