import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, mailOutbox } from '../src/db/schema/index.ts';
import {
  accessList,
  createCompany,
  lastMailTo,
  linkIn,
  NONE,
  PASSWORD,
  signUpUser,
} from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(() => t.close());

const VERIFY_SUBJECT = 'Verify your e-mail for Kira';

/** A pending invitation to a new address; its id and the token its mail carries. */
async function invitation(email = uniqueEmail('invitee')) {
  const founder = await signUpUser(t, { name: 'Ong Mei Ling' });
  await createCompany(founder, 'Ong Provisions Pte. Ltd.');
  const res = await founder.c.post('/api/invites', {
    email,
    accessLevel: accessList({ ...NONE, sales: 'write' }),
    title: 'Sales executive',
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await lastMailTo(t, email);
  const token = linkIn(mail?.text ?? '', '/invite/').replace('/invite/', '');
  return { founder, email, token, id: res.json().id as string };
}

async function subjectsTo(email: string): Promise<string[]> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.map((mail) => mail.subject);
}

async function signUp(email: string, invitationToken?: string) {
  const client = httpClient(t.app, t.config.appUrl);
  const res = await client.post('/api/auth/sign-up/email', {
    name: 'Nur Aisyah',
    email,
    password: PASSWORD,
    ...(invitationToken ? { invitation: invitationToken } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

describe('signing up from an invitation link', () => {
  it('sends no verification mail; joining marks the address verified', async () => {
    const { email, token } = await invitation();
    const client = await signUp(email, token);
    expect(await subjectsTo(email)).not.toContain(VERIFY_SUBJECT);

    const signedIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const accepted = await client.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await client.get('/api/me')).json().user.emailVerified).toBe(true);
  });

  it('still mails the link when the address is not the invited one', async () => {
    const { token } = await invitation();
    const other = uniqueEmail('someone.else');
    await signUp(other, token);
    expect(await subjectsTo(other)).toContain(VERIFY_SUBJECT);
  });

  it('still mails the link for a token that is unknown, withdrawn or already used', async () => {
    const unknown = uniqueEmail('unknown');
    await signUp(unknown, 'x'.repeat(43));
    expect(await subjectsTo(unknown)).toContain(VERIFY_SUBJECT);

    const withdrawn = await invitation();
    const revoked = await withdrawn.founder.c.post(`/api/invites/${withdrawn.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    await signUp(withdrawn.email, withdrawn.token);
    expect(await subjectsTo(withdrawn.email)).toContain(VERIFY_SUBJECT);

    const used = await invitation();
    await t.database.db
      .update(invites)
      .set({ acceptedAt: new Date() })
      .where(eq(invites.id, used.id));
    await signUp(used.email, used.token);
    expect(await subjectsTo(used.email)).toContain(VERIFY_SUBJECT);
  });

  it('mails the link of an ordinary sign-up as before', async () => {
    const email = uniqueEmail('plain');
    await signUp(email);
    expect(await subjectsTo(email)).toContain(VERIFY_SUBJECT);
  });
});
