import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, memberships } from '../src/db/schema/index.ts';
import { createCompany, signUpUser, uniqueUen } from './helpers/factories.ts';
import { httpClient } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

const WRITE_ALL = ['finance', 'operation', 'sales', 'marketing', 'company', 'administrator'].map(
  (department) => ({ department, level: 'write' }),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/companies', () => {
  it('makes the creator its Founder with write everywhere, and its active company', async () => {
    const founder = await signUpUser(t);
    const uen = uniqueUen();
    const res = await founder.c.post('/api/companies', {
      legalName: 'Kopi Corner Pte. Ltd.',
      uen: uen.toLowerCase(),
      gstRegistered: true,
      gstNumber: 'M2-1234567-8',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { company, claims } = res.json();
    expect(company).toMatchObject({
      name: 'Kopi Corner Pte. Ltd.',
      title: 'Founder',
      isActive: true,
      isReadOnly: false,
      plan: 'business',
    });
    expect(company.tenantId).toMatch(/^O\d{2}[A-L]/);
    expect(claims).toEqual({
      tenantId: company.tenantId,
      accessLevel: WRITE_ALL,
      isDeveloper: false,
      subscription: 'business',
    });
    const me = (await founder.c.get('/api/me')).json();
    expect(me.claims.tenantId).toBe(company.tenantId);
    expect(me.profile.title).toBe('Founder');
    expect(me.abilities['members.manage']).toBe(true);
    const settings = (await founder.c.get('/api/settings/company')).json();
    expect(settings).toMatchObject({ uen, gstRegistered: true, gstNumber: 'M212345678' });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, company.tenantId));
    expect(trail.map((row) => `${row.entity}:${row.action}`).sort()).toEqual([
      'company:create',
      'member:add',
    ]);
  });

  it('refuses a bad UEN or a missing GST number with the field, creating nothing', async () => {
    const founder = await signUpUser(t);
    const badUen = await founder.c.post('/api/companies', { legalName: 'X', uen: '12345' });
    expect(badUen.statusCode).toBe(400);
    expect(badUen.json().error.code).toBe('VALIDATION_FAILED');
    expect(badUen.json().error.details[0].field).toBe('body.uen');
    const noGst = await founder.c.post('/api/companies', {
      legalName: 'X',
      uen: uniqueUen(),
      gstRegistered: true,
    });
    expect(noGst.statusCode).toBe(400);
    expect(noGst.json().error.details[0].field).toBe('body.gstNumber');
    const mine = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, founder.userId));
    expect(mine).toEqual([]);
  });

  it('needs a verified e-mail address and a session', async () => {
    const unverified = await signUpUser(t, { verified: false });
    const res = await unverified.c.post('/api/companies', { legalName: 'X', uen: uniqueUen() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Verify your e-mail/);
    const anonymous = httpClient(t.app, t.config.appUrl);
    const signedOut = await anonymous.post('/api/companies', { legalName: 'X', uen: uniqueUen() });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('User not authenticated');
  });
});

describe('GET /api/companies and switching', () => {
  it('lists my companies and the demo, and claims follow the switch', async () => {
    const user = await signUpUser(t);
    const first = await createCompany(user, 'Alpha Pte. Ltd.');
    const second = await createCompany(user, 'Beta Pte. Ltd.');
    const list = (await user.c.get('/api/companies')).json().items;
    expect(list.map((c: { tenantId: string }) => c.tenantId)).toEqual([first, second, 'demo']);
    expect(list.find((c: { isActive: boolean }) => c.isActive).tenantId).toBe(second);

    const switched = await user.c.post(`/api/companies/${first}/switch`);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().claims.tenantId).toBe(first);
    expect((await user.c.get('/api/me')).json().company).toMatchObject({
      tenantId: first,
      name: 'Alpha Pte. Ltd.',
    });

    const demo = await user.c.post('/api/companies/demo/switch');
    expect(demo.json().claims.accessLevel.map((a: { level: string }) => a.level)).toEqual([
      'read',
      'read',
      'read',
      'read',
      'read',
      'none',
    ]);
    expect(demo.json().company.isReadOnly).toBe(true);
  });

  it("answers 404 for another user's company and changes nothing", async () => {
    const owner = await signUpUser(t);
    const theirs = await createCompany(owner);
    const stranger = await signUpUser(t);
    const mine = await createCompany(stranger);
    const res = await stranger.c.post(`/api/companies/${theirs}/switch`);
    expect(res.statusCode).toBe(404);
    expect((await stranger.c.get('/api/me')).json().claims.tenantId).toBe(mine);
    const unknown = await stranger.c.post('/api/companies/O26AAAAA-0000/switch');
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const anonymous = httpClient(t.app, t.config.appUrl);
    expect((await anonymous.get('/api/companies')).statusCode).toBe(401);
    expect((await anonymous.post('/api/companies/demo/switch')).statusCode).toBe(401);
  });
});

describe('the base companies', () => {
  it('seeds the demo profile and settings, read-only', async () => {
    const [demo] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.tenantId, 'demo'));
    expect(demo).toMatchObject({
      name: 'Demo Trading Pte. Ltd.',
      isReadOnly: true,
      gstRegistered: true,
      postalCode: '079903',
      paynowProxyType: 'uen',
    });
    expect(demo?.uen).toMatch(/^201812345[A-Z]$/);
  });
});
