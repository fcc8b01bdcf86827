import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, user } from '../src/db/schema/index.ts';
import {
  accessList,
  createCompany,
  type Levels,
  lastMailTo,
  linkIn,
  NONE,
  signUpUser,
} from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

const SALES: Levels = { ...NONE, sales: 'write', marketing: 'read' };

async function invite(levels: Levels = SALES, email = uniqueEmail('invitee')) {
  const founder = await signUpUser(t, { name: 'Chua Boon Huat' });
  const tenantId = await createCompany(founder, 'Chua Hardware Pte. Ltd.');
  const res = await founder.c.post('/api/invites', {
    email: email.toUpperCase(),
    accessLevel: accessList(levels),
    title: 'Sales executive',
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await lastMailTo(t, email);
  const token = linkIn(mail?.text ?? '', '/invite/').replace('/invite/', '');
  return { founder, tenantId, email, token, invite: res.json(), mail };
}

describe('POST /api/invites and the invitation link', () => {
  it('mails a link; signing up through it joins the company with those levels, verified', async () => {
    const { founder, tenantId, email, token, invite: created, mail } = await invite();
    expect(created).toMatchObject({ email, status: 'pending', title: 'Sales executive' });
    expect(mail?.subject).toBe('Chua Boon Huat invites you to Chua Hardware Pte. Ltd. on Kira');

    const anonymous = httpClient(t.app, t.config.appUrl);
    const preview = await anonymous.get(`/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      companyName: 'Chua Hardware Pte. Ltd.',
      email,
      invitedBy: 'Chua Boon Huat',
      status: 'pending',
    });

    const invitee = await signUpUser(t, { email, verified: false, name: 'Priya' });
    const accepted = await invitee.c.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = (await invitee.c.get('/api/me')).json();
    expect(me.user.emailVerified).toBe(true);
    expect(me.claims.tenantId).toBe(tenantId);
    expect(me.profile.title).toBe('Sales executive');
    expect(me.claims.accessLevel).toEqual(accessList(SALES));
    expect((await anonymous.get(`/api/invitations/${token}`)).json().status).toBe('accepted');
    // Accepting again is harmless: still one membership.
    expect((await invitee.c.post(`/api/invitations/${token}/accept`)).statusCode).toBe(200);
    const members = (await founder.c.get('/api/members')).json().items;
    expect(members.map((m: { name: string }) => m.name).sort()).toEqual([
      'Chua Boon Huat',
      'Priya',
    ]);
    // Somebody else cannot use the link once it is accepted, and joins nothing.
    const someoneElse = await signUpUser(t, { name: 'Someone Else' });
    const refused = await someoneElse.c.post(`/api/invitations/${token}/accept`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe('This invitation has already been accepted');
    expect((await someoneElse.c.get('/api/me')).json().claims.tenantId).toBe('demo');
    expect((await founder.c.get('/api/members')).json().items).toHaveLength(2);
  });

  it('works for an existing account, which keeps its other companies', async () => {
    const existing = await signUpUser(t);
    const own = await createCompany(existing, 'Own Pte. Ltd.');
    const { tenantId, token } = await invite(SALES, existing.email);
    expect((await existing.c.post(`/api/invitations/${token}/accept`)).statusCode).toBe(200);
    const list = (await existing.c.get('/api/companies')).json().items;
    expect(list.map((c: { tenantId: string }) => c.tenantId).sort()).toEqual(
      [own, tenantId, 'demo'].sort(),
    );
  });

  it('refuses another address (403), a withdrawn (410) or expired (410) link', async () => {
    const { founder, token, invite: created, email } = await invite();
    const wrong = await signUpUser(t);
    const res = await wrong.c.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      `This invitation is for ${email}. Sign in with that address to accept it.`,
    );

    const revoked = await founder.c.post(`/api/invites/${created.id}/revoke`);
    expect(revoked.json().status).toBe('revoked');
    const invitee = await signUpUser(t, { email });
    const gone = await invitee.c.post(`/api/invitations/${token}/accept`);
    expect(gone.statusCode).toBe(410);
    expect((await founder.c.post(`/api/invites/${created.id}/revoke`)).statusCode).toBe(409);

    const second = await invite();
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, second.invite.id));
    const late = await signUpUser(t, { email: second.email });
    const expired = await late.c.post(`/api/invitations/${second.token}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe('This invitation has expired. Ask for a new one.');
    expect((await late.c.get('/api/me')).json().claims.tenantId).toBe('demo');
  });

  it('answers 404 for an unknown token and 401 without a session', async () => {
    const anonymous = httpClient(t.app, t.config.appUrl);
    const unknown = await anonymous.get(`/api/invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    const { token } = await invite();
    expect((await anonymous.post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);
  });

  it('refuses bad input and existing members, and replaces a pending invitation', async () => {
    const { founder, email, invite: first } = await invite();
    const bad = await founder.c.post('/api/invites', { email: 'nope', accessLevel: [] });
    expect(bad.statusCode).toBe(400);
    // A title follows the profile's rule: one line, no control characters, 1 to 80 characters.
    for (const title of ['Sales\nexecutive', '\u001b]0;x\u0007Boss', ' ', 'x'.repeat(81)]) {
      const badTitle = await founder.c.post('/api/invites', {
        email: uniqueEmail('titled'),
        accessLevel: accessList(NONE),
        title,
      });
      expect(badTitle.statusCode, JSON.stringify(title)).toBe(400);
      expect(badTitle.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.title' }],
      });
    }
    const self = await founder.c.post('/api/invites', {
      email: founder.email,
      accessLevel: accessList(NONE),
    });
    expect(self.statusCode).toBe(409);
    const again = await founder.c.post('/api/invites', { email, accessLevel: accessList(NONE) });
    expect(again.statusCode).toBe(201);
    const list = (await founder.c.get('/api/invites')).json().items;
    expect(list.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [again.json().id, 'pending'],
      [first.id, 'revoked'],
    ]);
  });

  it("never shows or revokes another company's invitations", async () => {
    const { invite: theirs } = await invite();
    const other = await signUpUser(t);
    await createCompany(other);
    expect((await other.c.get('/api/invites')).json().items).toEqual([]);
    expect((await other.c.post(`/api/invites/${theirs.id}/revoke`)).statusCode).toBe(404);
  });

  it('needs administrator write to invite', async () => {
    const { founder, token, email } = await invite({ ...NONE, administrator: 'read' });
    const reader = await signUpUser(t, { email });
    const accepted = await reader.c.post(`/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await reader.c.get('/api/invites')).statusCode).toBe(200);
    const res = await reader.c.post('/api/invites', {
      email: uniqueEmail(),
      accessLevel: accessList(NONE),
    });
    expect(res.statusCode).toBe(403);
    // The refused invitation was not made: the company still has only the reader's.
    const list = (await founder.c.get('/api/invites')).json().items;
    expect(list.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('keeps the address unverified for those who never used a link', async () => {
    const someone = await signUpUser(t, { verified: false });
    const [row] = await t.database.db.select().from(user).where(eq(user.id, someone.userId));
    expect(row?.emailVerified).toBe(false);
  });
});
