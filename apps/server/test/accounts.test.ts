import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, session, verification } from '../src/db/schema/index.ts';
import { lastMailTo } from './helpers/factories.ts';
import { type HttpClient, httpClient, uniqueEmail } from './helpers/http-client.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { buildTestApp, DEFAULT_LIMITS, type TestApp } from './helpers/test-app.ts';

const NEW_USER_CLAIMS = [
  { department: 'finance', level: 'read' },
  { department: 'operation', level: 'read' },
  { department: 'sales', level: 'read' },
  { department: 'marketing', level: 'read' },
  { department: 'company', level: 'read' },
  { department: 'administrator', level: 'none' },
];
const PASSWORD = 'kopi-siew-dai-2026';

let t: TestApp;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  // Raised address limits: every test here signs up from the same address (their own test below).
  t = await buildTestApp({
    smtpUrl: inbox.url,
    rateLimits: {
      ...DEFAULT_LIMITS,
      signInFailuresPerAccount: 5,
      signInFailuresPerAddress: 1000,
      signUpsPerAddress: 1000,
      windowMs: 15 * 60_000,
    },
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

function client(): HttpClient {
  return httpClient(t.app, t.config.appUrl);
}

/** Signs a new user up, then in: a sign-up never signs in by itself. */
async function signUp(name = 'Tan Ah Kow') {
  const c = client();
  const email = uniqueEmail();
  const res = await c.post('/api/auth/sign-up/email', {
    name,
    email,
    password: PASSWORD,
    callbackURL: '/dashboard',
  });
  expect(res.statusCode, res.body).toBe(200);
  const signedIn = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const me = (await c.get('/api/me')).json();
  return { c, email, me };
}

/**
 * Signs a new user up and in, and reads nothing with the session: the server has not verified
 * it yet, so it keeps nothing of it (a verified session is trusted for a few seconds without
 * the database) and its first request reads the row as a test left it.
 */
async function signUpUnread() {
  const c = client();
  const email = uniqueEmail();
  const res = await c.post('/api/auth/sign-up/email', {
    name: 'Tan Ah Kow',
    email,
    password: PASSWORD,
    callbackURL: '/dashboard',
  });
  expect(res.statusCode, res.body).toBe(200);
  const signedIn = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { c, userId: signedIn.json().user.id as string };
}

/** Reads the verification mail a sign-up sends, so the next mail read is the one after it. */
async function expectVerificationMail(email: string) {
  const { mail } = await inbox.next(email);
  expect(mail.subject).toBe('Verify your e-mail for Kira');
  expectNoGreetingByName(mail.text);
}

/** A mail sent before the address is proven greets nobody by the name typed at sign-up. */
function expectNoGreetingByName(text: string) {
  expect(text.startsWith('Hello,\n')).toBe(true);
  expect(text).not.toContain('Tan Ah Kow');
}

/** Follows a mailed link through the app, as a browser would. */
async function follow(c: HttpClient, link: string) {
  const url = new URL(link);
  return c.get(url.pathname + url.search);
}

describe('sign-up, the profile and e-mail verification', () => {
  it('answers without a session, and the mailed link verifies the user and signs them in', async () => {
    const c = client();
    const email = uniqueEmail();
    const res = await c.post('/api/auth/sign-up/email', {
      name: 'Tan Ah Kow',
      email,
      password: PASSWORD,
      callbackURL: '/dashboard',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: { email, emailVerified: false } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await c.get('/api/me')).statusCode).toBe(401);

    const { mail, link } = await inbox.next(email);
    expect(mail.subject).toBe('Verify your e-mail for Kira');
    const verified = await follow(c, link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/dashboard');
    expect((await c.get('/api/me')).json().user).toMatchObject({ email, emailVerified: true });
  });

  it('gives the new user the seed profile, and lets them sign in before verifying', async () => {
    const { email, me } = await signUp();
    expect(me.user).toMatchObject({ email, name: 'Tan Ah Kow', emailVerified: false });
    expect(me.profile).toMatchObject({
      displayName: 'Tan Ah Kow',
      tenantId: 'demo',
      title: 'Founder',
      email,
    });
    expect(me.profile.userid).toMatch(/^U\d{2}[A-L][1-9A-V][0-9A-N][0-9A-Za-x]{2}-\d{4}$/);
    expect(me.profile.dateJoined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(me.claims).toEqual({
      tenantId: 'demo',
      accessLevel: NEW_USER_CLAIMS.map((a) => ({ ...a, level: 'none' })),
      isDeveloper: false,
      subscription: 'free',
    });
  });

  it('refuses short, overlong and common passwords, and accepts 64 characters', async () => {
    const c = client();
    const tryPassword = (password: string) =>
      c.post('/api/auth/sign-up/email', { name: 'P', email: uniqueEmail(), password });
    expect((await tryPassword('short77')).statusCode).toBe(400);
    expect((await tryPassword('x'.repeat(129))).statusCode).toBe(400);
    const common = await tryPassword('password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('most common');
    expect((await tryPassword(`${'a1-'.repeat(21)}z`)).statusCode).toBe(200);
  });

  it('records the new profile in the audit log', async () => {
    const { me } = await signUp('Lim Bee Hoon');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.user.id), eq(auditLog.action, 'create')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: 'demo', userId: me.user.id, entity: 'profile' });
    expect(rows[0]?.after).toMatchObject({ displayName: 'Lim Bee Hoon', title: 'Founder' });
  });

  it('refuses a sign-up without a name or with a malformed e-mail, creating nobody', async () => {
    const c = client();
    const email = uniqueEmail();
    const noName = await c.post('/api/auth/sign-up/email', { email, password: PASSWORD });
    expect(noName.statusCode).toBe(400);
    const badEmail = await c.post('/api/auth/sign-up/email', {
      name: 'N',
      email: 'not-an-address',
      password: PASSWORD,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/i);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, email))).toEqual(
      [],
    );
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses a sign-up name the profile would refuse (empty, too long, control characters), creating and mailing nothing', async () => {
    for (const name of [
      '   ',
      'x'.repeat(81),
      'Tan\nAh Kow',
      '\u001b]0;owned\u0007Tan',
      'Tan\u2028Kow',
    ]) {
      const email = uniqueEmail('bad-name');
      const res = await client().post('/api/auth/sign-up/email', {
        name,
        email,
        password: PASSWORD,
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.name' }],
      });
      expect(res.json().error.message).toMatch(/^body\.name: Display name /);
      expect(await t.database.db.select().from(profiles).where(eq(profiles.email, email))).toEqual(
        [],
      );
      expect(await lastMailTo(t, email)).toBeUndefined();
    }
    // Trimmed, as the profile keeps it.
    const { me } = await signUp('  Tan Ah Kow  ');
    expect(me.profile.displayName).toBe('Tan Ah Kow');
  });

  it('refuses a forged verification link and leaves the user unverified', async () => {
    const { c, email } = await signUp();
    const { link } = await inbox.next(email);
    const token = new URL(link).searchParams.get('token') ?? '';
    // The mailed token made out to another address (its signature no longer fits), and a
    // token that is no token at all.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const otherPayload = Buffer.from(
      JSON.stringify({ ...claims, email: uniqueEmail('forger') }),
    ).toString('base64url');
    for (const forged of [`${header}.${otherPayload}.${signature}`, 'not-a-real-token']) {
      const answer = await c.get(`/api/auth/verify-email?token=${forged}`);
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json().code).toBe('INVALID_TOKEN');
      // As the mailed link asks: back to the page, which is told why.
      const redirected = await c.get(
        `/api/auth/verify-email?token=${forged}&callbackURL=/dashboard`,
      );
      expect(redirected.statusCode, redirected.body).toBe(302);
      expect(redirected.headers.location).toBe('/dashboard?error=INVALID_TOKEN');
    }
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(false);
    // The genuine link still works: the forged ones were refused for being forged.
    expect((await follow(c, link)).statusCode).toBe(302);
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(true);
  });

  it('mails a new verification link on request, and only to a signed-in user', async () => {
    const { c, email } = await signUp();
    await expectVerificationMail(email); // the one sent at sign-up
    const resent = await c.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/dashboard',
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const { mail, link } = await inbox.next(email);
    expect(mail.subject).toBe('Verify your e-mail for Kira');
    expect((await follow(c, link)).statusCode).toBe(302);
    expect((await c.get('/api/me')).json().user.emailVerified).toBe(true);
  });
});

/** The answer's shape: its keys, at every depth, and the type of every value. */
function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, shapeOf(inner)]),
  );
}

describe('sign-up with an address that already has an account', () => {
  const VISITOR_PASSWORD = 'rojak-with-extra-peanuts';
  const signUpAs = (c: HttpClient, email: string) =>
    c.post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email,
      password: VISITOR_PASSWORD,
      callbackURL: '/dashboard',
    });

  it('answers like a new sign-up: same status and shape, no session, nothing of the owner', async () => {
    const owner = await signUp('Tan Ah Kow');
    const fresh = await signUpAs(client(), uniqueEmail());
    const visitor = client();
    const taken = await signUpAs(visitor, owner.email.toUpperCase());

    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    const { token, user: shown } = taken.json();
    expect(token).toBeNull();
    expect(shown).toMatchObject({ email: owner.email, name: 'Someone Else', emailVerified: false });
    expect(shown.id).not.toBe(owner.me.user.id);
    expect(shown.id).toHaveLength(owner.me.user.id.length);
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // Whatever the visitor holds now, it is no session of the owner's.
    const found = await visitor.get('/api/auth/get-session');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBeNull();
    expect((await visitor.get('/api/me')).statusCode).toBe(401);
    // The account is untouched: the visitor's password does not open it, the owner's still does.
    const asVisitor = { email: owner.email, password: VISITOR_PASSWORD };
    expect((await client().post('/api/auth/sign-in/email', asVisitor)).statusCode).toBe(401);
    const asOwner = { email: owner.email, password: PASSWORD };
    expect((await client().post('/api/auth/sign-in/email', asOwner)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.email, owner.email));
    expect(rows.map((row) => row.displayName)).toEqual(['Tan Ah Kow']);
  });

  it('mails the owner a sign-in link and a reset link that works', async () => {
    const { email } = await signUp('Tan Ah Kow');
    await expectVerificationMail(email); // from the owner's own sign-up
    expect((await signUpAs(client(), email)).statusCode).toBe(200);

    const { mail } = await inbox.next(email);
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail');
    expectNoGreetingByName(mail.text);
    const [signInLink, resetLink = ''] = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(signInLink).toBe(new URL('/login', t.config.appUrl).href);

    const c = client();
    const landing = await follow(c, resetLink);
    expect(landing.statusCode).toBe(302);
    const resetPage = new URL(landing.headers.location as string, t.config.appUrl);
    expect(resetPage.pathname).toBe('/reset-password');
    const token = resetPage.searchParams.get('token');
    const newPassword = 'teh-halia-kosong-2026';
    const reset = await c.post('/api/auth/reset-password', { newPassword, token });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = (password: string) =>
      client().post('/api/auth/sign-in/email', { email, password });
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn(newPassword)).statusCode).toBe(200);
  });

  it('still refuses a common password first, as for a new address', async () => {
    const { email } = await signUp();
    const res = await client().post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email,
      password: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('most common');
  });
});

describe('the auth endpoints offered', () => {
  it('offers only what Kira uses: the profile changes through PATCH /api/me, with its audit', async () => {
    const { c } = await signUp('Mei Ling');
    for (const path of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/change-email',
    ]) {
      const res = await c.post(path, { name: 'Someone Else' });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await c.get('/api/me')).json().user.name).toBe('Mei Ling');
    expect((await c.get('/api/auth/get-session')).statusCode).toBe(200);
  });
});

describe('GET /api/session', () => {
  it('answers a signed-out visitor 200 { me: null }, not an error', async () => {
    const res = await client().get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ me: null });
    // A cookie that names no session is a signed-out visitor too.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'better-auth.session_token=no-such-session.signature' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ me: null });
  });

  it('answers a signed-in user with what GET /api/me gives, and null once they sign out', async () => {
    const { c } = await signUp('Farah');
    const me = (await c.get('/api/me')).json();
    expect((await c.get('/api/session')).json()).toEqual({ me });
    expect((await c.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const after = await c.get('/api/session');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ me: null });
    // The protected resource still says 401.
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });
});

describe('GET /api/me and PATCH /api/me', () => {
  it('answers 401 User not authenticated when signed out', async () => {
    const res = await client().get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' },
    });
    expect((await client().patch('/api/me', { title: 'Boss' })).statusCode).toBe(401);
  });

  it('changes the display name and title, with an audit row', async () => {
    const { c } = await signUp('Siti');
    const res = await c.patch('/api/me', { displayName: '  Siti Nurhaliza ', title: 'Director' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ displayName: 'Siti Nurhaliza', title: 'Director' });
    expect(res.json().user.name).toBe('Siti Nurhaliza');
    const userId = res.json().user.id;
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'profile'),
          eq(auditLog.entityId, userId),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'demo',
      userId,
      before: { displayName: 'Siti', title: 'Founder' },
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { c, me } = await signUp('Ravi');
    for (const body of [
      {},
      { displayName: '   ' },
      { title: 'x'.repeat(81) },
      { displayName: 42 },
      { displayName: 'Ravi\r\nBcc: all@example.sg' },
      { displayName: '\u001b[2JRavi' },
      { title: 'Boss\u0085' },
    ]) {
      const res = await c.patch('/api/me', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details[0].field).toMatch(/^body/);
    }
    const lineBreak = await c.patch('/api/me', { displayName: 'Ravi\nShankar' });
    expect(lineBreak.json().error).toMatchObject({
      message: 'body.displayName: Display name must be on one line, without control characters',
      details: [{ field: 'body.displayName' }],
    });
    expect((await c.get('/api/me')).json().profile).toEqual(me.profile);
  });
});

describe('POST /api/claims', () => {
  const defaults = (userUid: string) => ({
    userUid,
    tenantId: 'demo',
    accessLevel: NEW_USER_CLAIMS,
    subscription: 'free',
  });

  it('applies the new-user claims a user with no company asks for itself', async () => {
    const { c, me } = await signUp();
    const res = await c.post('/api/claims', defaults(me.user.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tenantId: 'demo',
      accessLevel: NEW_USER_CLAIMS,
      isDeveloper: false,
      subscription: 'free',
    });
    const after = (await c.get('/api/me')).json();
    expect(after.claims).toEqual(res.json());
    expect(after.profile.accessLevel).toEqual(NEW_USER_CLAIMS);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'claims'), eq(auditLog.entityId, me.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a session, even for a bad body', async () => {
    for (const body of [defaults('someone'), { nonsense: true }]) {
      const res = await client().post('/api/claims', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('refuses more than the defaults, another user, the developer flag or another plan, changing nothing', async () => {
    const { c, me } = await signUp();
    const other = await signUp();
    const attempts = [
      {
        ...defaults(me.user.id),
        accessLevel: NEW_USER_CLAIMS.map((a) => ({ ...a, level: 'write' })),
      },
      defaults(other.me.user.id),
      { ...defaults(me.user.id), isDeveloper: true },
      { ...defaults(me.user.id), subscription: 'business' },
      { ...defaults(me.user.id), tenantId: 'kira' },
      { ...defaults(me.user.id), tenantId: 'no-such-company' },
    ];
    for (const body of attempts) {
      const res = await c.post('/api/claims', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await c.get('/api/me')).json().claims).toEqual(me.claims);
    expect((await other.c.get('/api/me')).json().claims).toEqual(other.me.claims);
  });

  it('refuses a malformed body with 400', async () => {
    const { c, me } = await signUp();
    const res = await c.post('/api/claims', {
      ...defaults(me.user.id),
      accessLevel: NEW_USER_CLAIMS.slice(1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('six departments');
  });

  it('lets a developer set anyone’s claims, including the developer flag', async () => {
    const dev = await signUp('Dev');
    await t.database.db
      .update(profiles)
      .set({ isDeveloper: true })
      .where(eq(profiles.userId, dev.me.user.id));
    const target = await signUp('Target');
    const res = await dev.c.post('/api/claims', {
      ...defaults(target.me.user.id),
      isDeveloper: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await target.c.get('/api/me')).json().claims).toMatchObject({
      isDeveloper: true,
      accessLevel: NEW_USER_CLAIMS,
    });
  });

  it('refuses requests from another site', async () => {
    const { c, me } = await signUp();
    const res = await c.post('/api/claims', defaults(me.user.id), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect((await c.get('/api/me')).json().claims).toEqual(me.claims);
  });
});

describe('sign-in limits', () => {
  it('answers 429 after too many failed sign-ins on one account, with a clear message', async () => {
    const { email } = await signUp();
    const c = client();
    for (let i = 0; i < t.config.rateLimits.signInFailuresPerAccount; i++) {
      expect(
        (await c.post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
    );
  });

  it('counts failures per client address, never trusting X-Forwarded-For', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_LIMITS,
        signInFailuresPerAccount: 100,
        signInFailuresPerAddress: 3,
        signUpsPerAddress: 100,
        windowMs: 60_000,
      },
    });
    try {
      const c = httpClient(limited.app, limited.config.appUrl);
      for (let i = 0; i < 3; i++) {
        const res = await c.post(
          '/api/auth/sign-in/email',
          { email: uniqueEmail(), password: 'wrong-password-1' },
          { 'x-forwarded-for': `10.0.0.${i}` },
        );
        expect(res.statusCode).toBe(401);
      }
      const res = await c.post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail(), password: 'wrong-password-1' },
        { 'x-forwarded-for': '10.9.9.9' },
      );
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up limits', () => {
  it('answers 429 after too many sign-ups from one address', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_LIMITS,
        signInFailuresPerAccount: 5,
        signInFailuresPerAddress: 20,
        signUpsPerAddress: 2,
        windowMs: 60_000,
      },
    });
    try {
      const c = httpClient(limited.app, limited.config.appUrl);
      const signUp = () =>
        c.post('/api/auth/sign-up/email', { name: 'N', email: uniqueEmail(), password: PASSWORD });
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(200);
      const blocked = await signUp();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toContain('Too many sign-ups from this address');
    } finally {
      await limited.close();
    }
  });
});

describe('reset and verification mail limits', () => {
  it('answers 429 after too many reset or verification requests from one address', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...DEFAULT_LIMITS,
        signInFailuresPerAccount: 5,
        signInFailuresPerAddress: 20,
        signUpsPerAddress: 2,
        windowMs: 60_000,
      },
    });
    try {
      const c = httpClient(limited.app, limited.config.appUrl);
      const reset = () =>
        c.post('/api/auth/request-password-reset', {
          email: uniqueEmail(),
          redirectTo: '/reset-password',
        });
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(200);
      const blocked = await reset();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toContain('Too many password reset requests');

      const verify = () => c.post('/api/auth/send-verification-email', { email: uniqueEmail() });
      expect((await verify()).statusCode).toBe(200);
      expect((await verify()).statusCode).toBe(200);
      const refused = await verify();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toContain('Too many verification e-mails');
    } finally {
      await limited.close();
    }
  });
});

describe('password reset, logout and session lifetimes', () => {
  it('never reveals whether an e-mail exists, and a reset token works once', async () => {
    const { email } = await signUp();
    const c = client();
    const unknown = await c.post('/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    const known = await c.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);

    await expectVerificationMail(email);
    const { mail, link } = await inbox.next(email);
    expect(mail.subject).toBe('Reset your Kira password');
    expectNoGreetingByName(mail.text);
    const landing = await follow(c, link);
    expect(landing.statusCode).toBe(302);
    const resetPage = new URL(landing.headers.location as string, t.config.appUrl);
    expect(resetPage.pathname).toBe('/reset-password');
    const token = resetPage.searchParams.get('token');
    expect(token).toBeTruthy();
    const newPassword = 'teh-tarik-kurang-manis';
    expect((await c.post('/api/auth/reset-password', { newPassword, token })).statusCode).toBe(200);
    expect(
      (await c.post('/api/auth/reset-password', { newPassword: 'another-long-one-1', token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: newPassword })).statusCode,
    ).toBe(200);
  });

  it('refuses a common new password at reset, and a forged or expired token', async () => {
    const { email } = await signUp();
    await expectVerificationMail(email);
    const c = client();
    const requested = await c.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const { mail, link } = await inbox.next(email);
    expect(mail.subject).toBe('Reset your Kira password');
    const landing = await follow(c, link);
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, t.config.appUrl).searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    const common = await c.post('/api/auth/reset-password', { newPassword: 'password123', token });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('most common');
    const forged = await c.post('/api/auth/reset-password', {
      newPassword: 'teh-tarik-kurang-manis',
      token: 'forged-token',
    });
    expect(forged.statusCode).toBe(400);

    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const expired = await c.post('/api/auth/reset-password', {
      newPassword: 'teh-tarik-kurang-manis',
      token,
    });
    expect(expired.statusCode).toBe(400);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a password change without a session, with a wrong current or a common new one', async () => {
    const { c, email } = await signUp();
    const body = { currentPassword: PASSWORD, newPassword: 'mee-pok-tah-2026' };
    expect((await client().post('/api/auth/change-password', body)).statusCode).toBe(401);
    const wrong = await c.post('/api/auth/change-password', {
      ...body,
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/password/i);
    const common = await c.post('/api/auth/change-password', {
      ...body,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(
      (await client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('ends the session on the server at logout', async () => {
    const { c } = await signUp();
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await c.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('ends other sessions when the password changes', async () => {
    const { c, email } = await signUp();
    const laptop = client();
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
    // The server ends the other sessions even when the client does not ask for it.
    const changed = await c.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'char-kway-teow-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await c.get('/api/me')).statusCode).toBe(200);
  });

  it('ends a session older than the absolute lifetime, whatever its cookie says', async () => {
    const { c, userId } = await signUpUnread();
    const longAgo = new Date(Date.now() - (t.config.session.maxSeconds + 60) * 1000);
    await t.database.db
      .update(session)
      .set({ createdAt: longAgo })
      .where(eq(session.userId, userId));
    expect((await c.get('/api/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, userId))).toEqual(
      [],
    );
  });

  it('ends it on better-auth’s own endpoints too', async () => {
    const { c, me } = await signUp();
    const longAgo = new Date(Date.now() - (t.config.session.maxSeconds + 60) * 1000);
    await t.database.db
      .update(session)
      .set({ createdAt: longAgo })
      .where(eq(session.userId, me.user.id));
    const found = await c.get('/api/auth/get-session');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBeNull();
    const changed = await c.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'hokkien-mee-2026',
    });
    expect(changed.statusCode).toBe(401);
  });

  it('ends a session left idle longer than the idle lifetime', async () => {
    const { c, userId } = await signUpUnread();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await c.get('/api/me')).statusCode).toBe(401);
  });
});
