import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESET_IDENTIFIER_PREFIX } from '../src/auth/reset-links.ts';
import { mailOutbox, verification } from '../src/db/schema/index.ts';
import { PASSWORD, signUpUser, type TestUser } from './helpers/factories.ts';
import { httpClient } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Only the last password-reset link mailed to an account works, and a reset ends them all
// (docs/accounts.md). better-auth keeps every link valid for 30 minutes by itself.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

const RESET_SUBJECT = 'Reset your Kira password';

/** Asks for a reset link for the address and answers its token, once its mail is kept. */
async function requestReset(email: string): Promise<string> {
  const before = await resetMails(email);
  const res = await httpClient(t.app, t.config.appUrl).post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  expect(res.statusCode, res.body).toBe(200);
  // The mail is kept after the answer (its timing must not tell who has an account).
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = await resetMails(email);
    if (mails.length > before.length) return tokenIn(mails.at(-1)?.text ?? '');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No reset mail was kept');
}

function resetMails(email: string) {
  return t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, RESET_SUBJECT)))
    .orderBy(asc(mailOutbox.id));
}

function tokenIn(text: string): string {
  const token = text.match(/\/api\/auth\/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error(`No reset link in: ${text}`);
  return token;
}

const reset = (token: string, newPassword: string) =>
  httpClient(t.app, t.config.appUrl).post('/api/auth/reset-password', { token, newPassword });

const signIn = (user: TestUser, password: string) =>
  httpClient(t.app, t.config.appUrl).post('/api/auth/sign-in/email', {
    email: user.email,
    password,
  });

it('keeps a reset link the way this code expects of better-auth', async () => {
  const user = await signUpUser(t, { name: 'Shape Checker' });
  const token = await requestReset(user.email);
  const rows = await t.database.db
    .select({ identifier: verification.identifier, value: verification.value })
    .from(verification)
    .where(eq(verification.value, user.userId));
  // If a better-auth upgrade stores links otherwise (hashed, keyed by e-mail...), endResetLinks
  // no longer finds them: this fails first.
  expect(rows).toEqual([{ identifier: `${RESET_IDENTIFIER_PREFIX}${token}`, value: user.userId }]);
});

it('ends the older link when a new one is asked for: only the last one works', async () => {
  const user = await signUpUser(t, { name: 'Two Links' });
  const first = await requestReset(user.email);
  const second = await requestReset(user.email);
  expect(second).not.toBe(first);

  const withFirst = await reset(first, 'kaya-toast-set-b-2026');
  expect(withFirst.statusCode, withFirst.body).toBe(400);
  expect((await signIn(user, PASSWORD)).statusCode).toBe(200);

  const withSecond = await reset(second, 'kaya-toast-set-c-2026');
  expect(withSecond.statusCode, withSecond.body).toBe(200);
  expect((await signIn(user, 'kaya-toast-set-c-2026')).statusCode).toBe(200);
});

it('ends every other link with a successful reset, and leaves other accounts their links', async () => {
  const user = await signUpUser(t, { name: 'Five Links' });
  const other = await signUpUser(t, { name: 'Bystander' });
  const tokens: string[] = [];
  for (let i = 0; i < 5; i++) tokens.push(await requestReset(user.email));
  const othersLink = await requestReset(other.email);
  // A link mailed at the same moment as the last (two requests at once): the reset ends it.
  const raced = `raced${Date.now()}`;
  await t.database.db.insert(verification).values({
    id: `raced-${Date.now()}`,
    identifier: `${RESET_IDENTIFIER_PREFIX}${raced}`,
    value: user.userId,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  tokens.unshift(raced);
  const last = tokens.at(-1) as string;
  const done = await reset(last, 'chwee-kueh-pagi-2026');
  expect(done.statusCode, done.body).toBe(200);
  for (const token of tokens) {
    const again = await reset(token, 'chwee-kueh-petang-2026');
    expect(again.statusCode, again.body).toBe(400);
  }
  const left = await t.database.db
    .select({ identifier: verification.identifier })
    .from(verification)
    .where(eq(verification.value, user.userId));
  expect(left).toEqual([]);
  expect((await signIn(user, 'chwee-kueh-pagi-2026')).statusCode).toBe(200);
  const theirs = await reset(othersLink, 'roti-prata-kosong-2026');
  expect(theirs.statusCode, theirs.body).toBe(200);
});
