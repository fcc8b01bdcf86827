import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeveloper } from '../src/accounts/make-developer.ts';
import { auditLog, companies, subscriptionChanges } from '../src/db/schema/index.ts';
import { customer, draft, issue, issuedInvoice, line } from './helpers/document-factories.ts';
import {
  accessList,
  addMember,
  createCompany,
  lastMailTo,
  NONE,
  signUpUser,
  type TestUser,
} from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// No read cache: a plan changed by SQL (a trial's end) shows in the next request's claims.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ...RAISED_LIMITS, readCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const ADMIN_READ = { ...NONE, administrator: 'read' } as const;
const SALES = { ...NONE, sales: 'write' } as const;

async function company(name = 'Plans Pte. Ltd.') {
  const founder = await signUpUser(t, { name: 'Plan Founder' });
  const tenantId = await createCompany(founder, name);
  return { founder, tenantId };
}

async function setCompany(tenantId: string, values: Partial<typeof companies.$inferInsert>) {
  await t.database.db.update(companies).set(values).where(eq(companies.tenantId, tenantId));
}

const invite = (user: TestUser, email = uniqueEmail('invitee')) =>
  user.c.post('/api/invites', { email, accessLevel: accessList(SALES) });

async function subscriptionOf(user: TestUser) {
  const res = await user.c.get('/api/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function claimedPlan(user: TestUser) {
  return (await user.c.get('/api/me')).json().claims.subscription;
}

describe('GET /api/plans', () => {
  it('shows the three plans side by side to anyone, signed in or not', async () => {
    const res = await httpClient(t.app, t.config.appUrl).get('/api/plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json().items;
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['free', 'team', 'business']);
    expect(plans[0]).toMatchObject({
      name: 'Free',
      monthlyPriceSgd: '0.00',
      limits: { users: 3, documentsPerMonth: 50 },
    });
    expect(plans[2].limits).toMatchObject({ users: null, documentsPerMonth: null });
  });
});

describe('a new company', () => {
  it('tries Business for 30 days, and its members read the subscription', async () => {
    const { founder, tenantId } = await company();
    const sub = await subscriptionOf(founder);
    expect(sub).toMatchObject({
      tenantId,
      plan: 'business',
      trial: { daysLeft: 30, endsSoon: false },
      limits: { users: null, documentsPerMonth: null, storageMb: 10_240 },
      usage: { users: 1, documentsThisMonth: 0, storageBytes: 0 },
      provider: 'none',
      exempt: false,
      abilities: { manage: true },
    });
    expect(await claimedPlan(founder)).toBe('business');
    const seller = await addMember(t, founder, SALES, 'Seller');
    expect(await subscriptionOf(seller)).toMatchObject({
      plan: 'business',
      usage: { users: 2 },
      abilities: { manage: false },
    });
  });

  it('falls to Free once the trial ended unchosen: claims, limits and the screen follow', async () => {
    const { founder, tenantId } = await company();
    await setCompany(tenantId, { trialEndsAt: new Date(Date.now() - 60_000) });
    expect(await subscriptionOf(founder)).toMatchObject({
      plan: 'free',
      trial: null,
      limits: { users: 3 },
    });
    expect(await claimedPlan(founder)).toBe('free');
    const companies = (await founder.c.get('/api/companies')).json().items;
    expect(companies.find((c: { isActive: boolean }) => c.isActive).plan).toBe('free');
    for (let i = 0; i < 2; i++) expect((await invite(founder)).statusCode).toBe(201);
    const refused = await invite(founder);
    expect(refused.statusCode, refused.body).toBe(402);
  });

  it('says when the trial ends within three days', async () => {
    const { founder, tenantId } = await company();
    await setCompany(tenantId, { trialEndsAt: new Date(Date.now() + 2.5 * 86_400_000) });
    expect((await subscriptionOf(founder)).trial).toMatchObject({ daysLeft: 3, endsSoon: true });
  });
});

describe('the demo and the platform companies', () => {
  it('stay on Free with no trial, and the demo is never held back', async () => {
    const visitor = await signUpUser(t, { name: 'Visitor' });
    expect(await subscriptionOf(visitor)).toMatchObject({
      tenantId: 'demo',
      plan: 'free',
      trial: null,
      exempt: true,
      abilities: { manage: false },
    });
    const [platform] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, t.config.platformTenant));
    expect(platform).toMatchObject({ plan: 'free', trialEndsAt: null });
  });
});

describe('PUT /api/subscription', () => {
  it('needs a session, administrator write, and a plan that exists; nothing changes otherwise', async () => {
    const { founder, tenantId } = await company();
    const signedOut = httpClient(t.app, t.config.appUrl);
    expect((await signedOut.get('/api/subscription')).statusCode).toBe(401);
    expect((await signedOut.put('/api/subscription', { plan: 'free' })).statusCode).toBe(401);
    for (const body of [{ plan: 'gold' }, {}, { plan: 'free', seats: 3 }, { plan: 7 }]) {
      const res = await founder.c.put('/api/subscription', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const reader = await addMember(t, founder, ADMIN_READ, 'Admin Reader');
    const refused = await reader.c.put('/api/subscription', { plan: 'free' });
    expect(refused.statusCode).toBe(403);
    const seller = await addMember(t, founder, SALES, 'Seller');
    expect((await seller.c.put('/api/subscription', { plan: 'team' })).statusCode).toBe(403);
    const visitor = await signUpUser(t, { name: 'Demo Visitor' });
    expect((await visitor.c.put('/api/subscription', { plan: 'team' })).statusCode).toBe(403);
    expect(await subscriptionOf(founder)).toMatchObject({ plan: 'business', trial: {} });
    const changes = await t.database.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.tenantId, tenantId));
    expect(changes).toEqual([]);
  });

  it('applies at once, ends the trial, is recorded and audited; the members’ claim follows', async () => {
    const { founder, tenantId } = await company();
    const seller = await addMember(t, founder, SALES, 'Seller');
    const other = await company('Other Pte. Ltd.');
    const res = await founder.c.put('/api/subscription', { plan: 'team' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'team', trial: null, limits: { users: 10 } });
    expect(await claimedPlan(founder)).toBe('team');
    expect(await claimedPlan(seller)).toBe('team');
    // Another company's plan is its own.
    expect(await claimedPlan(other.founder)).toBe('business');
    const cancelled = await founder.c.put('/api/subscription', { plan: 'free' });
    expect(cancelled.json()).toMatchObject({ plan: 'free', trial: null });
    const changes = await t.database.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.tenantId, tenantId))
      .orderBy(subscriptionChanges.createdAt);
    expect(changes.map((c) => [c.previousPlan, c.plan, c.provider])).toEqual([
      ['business', 'team', 'none'],
      ['team', 'free', 'none'],
    ]);
    expect(changes.every((c) => c.id.startsWith('B') && c.changedBy === founder.userId)).toBe(true);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'subscription')));
    expect(audited.map((a) => a.action).sort()).toEqual(['cancel', 'choose']);
  });
});

describe('POST /api/claims and the plan in force', () => {
  it('asks for the plan in force: Business in a trial, Free after it', async () => {
    const { founder, tenantId } = await company();
    const seller = await addMember(t, founder, SALES, 'Seller');
    const setClaims = (subscription: string) =>
      founder.c.post('/api/claims', {
        userUid: seller.userId,
        tenantId,
        accessLevel: accessList({ ...SALES, finance: 'read' }),
        subscription,
      });
    expect((await setClaims('free')).statusCode).toBe(403);
    expect((await setClaims('business')).statusCode).toBe(200);
    await setCompany(tenantId, { trialEndsAt: new Date(Date.now() - 1000) });
    expect((await setClaims('business')).statusCode).toBe(403);
    const set = await setClaims('free');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().subscription).toBe('free');
  });
});

describe("the plan's users", () => {
  it('refuses an invitation beyond members and pending invitations with 402, creating nothing', async () => {
    const { founder } = await company();
    expect((await founder.c.put('/api/subscription', { plan: 'free' })).statusCode).toBe(200);
    await addMember(t, founder, SALES, 'Second');
    const pendingEmail = uniqueEmail('pending');
    expect((await invite(founder, pendingEmail)).statusCode).toBe(201);
    const fourth = uniqueEmail('fourth');
    const refused = await invite(founder, fourth);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'Your Free plan allows 3 users, counting invitations not yet accepted, and all are taken. The Team plan allows 10 users.',
      details: { limit: 'users', allowed: 3, plan: 'free', liftedBy: 'team' },
    });
    expect(await lastMailTo(t, fourth)).toBeUndefined();
    const invites = (await founder.c.get('/api/invites')).json().items;
    expect(invites.map((i: { email: string }) => i.email)).not.toContain(fourth);
    // Inviting the pending address again replaces that invitation: no new user.
    expect((await invite(founder, pendingEmail)).statusCode).toBe(201);
    // A revoked invitation gives its place back.
    const pending = (await founder.c.get('/api/invites'))
      .json()
      .items.find((i: { email: string; status: string }) => i.status === 'pending');
    expect((await founder.c.post(`/api/invites/${pending.id}/revoke`)).statusCode).toBe(200);
    expect((await invite(founder, fourth)).statusCode).toBe(201);
    // Team lifts it.
    expect((await invite(founder)).statusCode).toBe(402);
    expect((await founder.c.put('/api/subscription', { plan: 'team' })).statusCode).toBe(200);
    expect((await invite(founder)).statusCode).toBe(201);
  });
});

describe("the plan's documents a month", () => {
  it('refuses the issue beyond them with 402; drafts, receipts and last month are never held', async () => {
    const { founder, tenantId } = await company();
    expect((await founder.c.put('/api/subscription', { plan: 'free' })).statusCode).toBe(200);
    await setCompany(tenantId, { limitOverrides: { documentsPerMonth: 2 } });
    const buyer = await customer(founder, 'Monthly Buyer');
    const first = await issuedInvoice(founder, buyer, '100');
    await issue(
      founder,
      (await draft(founder, { kind: 'quotation', contactId: buyer, lines: [line('5')] })).id,
    );
    const third = await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('7')] });
    const refused = await founder.c.post(`/api/documents/${third.id}/issue`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toContain(
      'Your Free plan allows 2 documents issued a month',
    );
    expect(refused.json().error.message).toContain(
      'The Team plan allows 500 documents issued a month.',
    );
    expect((await founder.c.get(`/api/documents/${third.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
    // Sending a draft issues it first: the same road, the same answer; nothing is mailed.
    const sent = await founder.c.post(`/api/documents/${third.id}/send`, {
      to: ['buyer@example.sg'],
      issue: true,
    });
    expect(sent.statusCode).toBe(402);
    // A payment's receipt is never held back, nor a draft.
    const paid = await founder.c.post(`/api/documents/${first.id}/payments`, { amount: '10' });
    expect(paid.statusCode, paid.body).toBe(201);
    await draft(founder, { kind: 'purchase', lines: [line('1')] });
    // Last month's documents do not count.
    await t.database.db.execute(
      sql`update documents set issued_at = issued_at - interval '40 days' where tenant_id = ${tenantId} and id = ${first.id}`,
    );
    expect((await subscriptionOf(founder)).usage.documentsThisMonth).toBe(1);
    expect((await founder.c.post(`/api/documents/${third.id}/issue`)).statusCode).toBe(200);
  });
});

describe('uses at once', () => {
  it('never both take the last place: the company row is locked while counting', async () => {
    const { founder, tenantId } = await company();
    expect((await founder.c.put('/api/subscription', { plan: 'free' })).statusCode).toBe(200);
    await setCompany(tenantId, { limitOverrides: { documentsPerMonth: 2, users: 3 } });
    const buyer = await customer(founder, 'Racing Buyer');
    const drafts = [];
    for (let i = 0; i < 3; i++)
      drafts.push(await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('3')] }));
    const issues = await Promise.all(
      drafts.map((d) => founder.c.post(`/api/documents/${d.id}/issue`)),
    );
    expect(issues.map((r) => r.statusCode).sort()).toEqual([200, 200, 402]);
    const invites = await Promise.all([invite(founder), invite(founder), invite(founder)]);
    expect(invites.map((r) => r.statusCode).sort()).toEqual([201, 201, 402]);
  });
});

describe('downgrading below what is used', () => {
  it('keeps everything and refuses only new use beyond the limit', async () => {
    const { founder } = await company();
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await addMember(t, founder, SALES, `Member ${i}`));
    const res = await founder.c.put('/api/subscription', { plan: 'free' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ usage: { users: 4 }, limits: { users: 3 } });
    expect((await founder.c.get('/api/members')).json().items).toHaveLength(4);
    for (const member of members) expect((await member.c.get('/api/me')).statusCode).toBe(200);
    expect((await invite(founder)).statusCode).toBe(402);
  });
});

describe('PUT /api/developer/companies/{tenantId}/limits', () => {
  it('is for developers only: 401 signed out, 403 for an administrator', async () => {
    const { founder, tenantId } = await company();
    const url = `/api/developer/companies/${tenantId}/limits`;
    expect((await httpClient(t.app, t.config.appUrl).put(url, { users: 5 })).statusCode).toBe(401);
    expect((await founder.c.put(url, { users: 5 })).statusCode).toBe(403);
    expect((await subscriptionOf(founder)).overrides).toEqual({});
  });

  it("raises another company's limits, audited there; null removes a raise; bad input 400", async () => {
    const developer = await signUpUser(t, { name: 'Kira Developer' });
    await makeDeveloper(t.database.db, developer.email, t.config.platformTenant);
    const { founder, tenantId } = await company();
    expect((await founder.c.put('/api/subscription', { plan: 'free' })).statusCode).toBe(200);
    const url = `/api/developer/companies/${tenantId}/limits`;
    for (const body of [{}, { users: 0 }, { users: 2.5 }, { users: '9' }, { seats: 9 }]) {
      const res = await developer.c.put(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await developer.c.put('/api/developer/companies/O00nosuch-0000/limits', { users: 5 }))
        .statusCode,
    ).toBe(404);
    const raised = await developer.c.put(url, { users: 5, storageMb: 500 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      tenantId,
      plan: 'free',
      limits: { users: 5, documentsPerMonth: 50, storageMb: 500 },
      overrides: { users: 5, storageMb: 500 },
    });
    for (let i = 0; i < 4; i++) expect((await invite(founder)).statusCode).toBe(201);
    expect((await invite(founder)).statusCode).toBe(402);
    const removed = await developer.c.put(url, { users: null });
    expect(removed.json()).toMatchObject({ limits: { users: 3 }, overrides: { storageMb: 500 } });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'company-limits')));
    expect(audited).toHaveLength(2);
    expect(audited.every((a) => a.userId === developer.userId)).toBe(true);
  });
});
