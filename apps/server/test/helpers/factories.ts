import { uenCheckLetter } from '@kira/core/uen';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, user } from '../../src/db/schema/index.ts';
import { type HttpClient, httpClient, uniqueEmail } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'kopi-siew-dai-2026';

export interface TestUser {
  c: HttpClient;
  userId: string;
  email: string;
  name: string;
}

/** A signed-in user, with their e-mail address verified unless asked otherwise. */
export async function signUpUser(
  t: TestApp,
  { name = 'Lim Bee Hoon', verified = true, email = uniqueEmail() } = {},
): Promise<TestUser> {
  const c = httpClient(t.app, t.config.appUrl);
  const res = await c.post('/api/auth/sign-up/email', { name, email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  // Sign-up never signs in (docs/accounts.md): the new user signs in as a second step.
  const signedIn = await c.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const userId = res.json().user.id as string;
  if (verified) {
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  }
  return { c, userId, email, name };
}

let uenCounter = 0;
/** A UEN in the business format with its check letter, unique in this run. */
export function uniqueUen(): string {
  uenCounter += 1;
  const body = String((Date.now() * 7 + uenCounter * 7919) % 100_000_000).padStart(8, '0');
  return `${body}${uenCheckLetter(body, 'business')}`;
}

/** A new company founded by `founder`, now their active company. */
export async function createCompany(founder: TestUser, legalName = 'Tan Brothers Pte. Ltd.') {
  const res = await founder.c.post('/api/companies', { legalName, uen: uniqueUen() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company.tenantId as string;
}

/** The last mail sent to an address, from the outbox. */
export async function lastMailTo(t: TestApp, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The path of the first link in a mail that starts with `path`. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+(${path}\\S+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}

export type Levels = Record<
  'finance' | 'operation' | 'sales' | 'marketing' | 'company' | 'administrator',
  'none' | 'read' | 'write'
>;

export function accessList(levels: Levels) {
  return (Object.keys(levels) as (keyof Levels)[]).map((department) => ({
    department,
    level: levels[department],
  }));
}

export const NONE: Levels = {
  finance: 'none',
  operation: 'none',
  sales: 'none',
  marketing: 'none',
  company: 'none',
  administrator: 'none',
};

/** Invites a new user into the founder's company with these levels; they accept. */
export async function addMember(
  t: TestApp,
  founder: TestUser,
  levels: Levels,
  name = 'Nur Aisyah',
) {
  const member = await signUpUser(t, { name });
  const invite = await founder.c.post('/api/invites', {
    email: member.email,
    accessLevel: accessList(levels),
  });
  expect(invite.statusCode, invite.body).toBe(201);
  const mail = await lastMailTo(t, member.email);
  const token = linkIn(mail?.text ?? '', '/invite/').replace('/invite/', '');
  const accepted = await member.c.post(`/api/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}
