import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema/index.ts';
import { accessList, addMember, createCompany, NONE, signUpUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

const ADMIN = { ...NONE, administrator: 'write' } as const;
const levelsOf = (list: { department: string; level: string }[]) =>
  Object.fromEntries(list.map((a) => [a.department, a.level]));

describe('GET /api/members', () => {
  it('lists the members with titles and levels, and the abilities', async () => {
    const founder = await signUpUser(t, { name: 'Goh Mei Ling' });
    await createCompany(founder);
    await addMember(t, founder, { ...NONE, sales: 'read' }, 'Arjun');
    const res = await founder.c.get('/api/members');
    expect(res.statusCode, res.body).toBe(200);
    const { items, abilities } = res.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ name: 'Goh Mei Ling', title: 'Founder', isYou: true });
    expect(items[1]).toMatchObject({ name: 'Arjun', title: 'Team member', isYou: false });
    expect(levelsOf(items[1].accessLevel)).toEqual({ ...NONE, sales: 'read' });
    expect(abilities['members.manage']).toBe(true);
  });

  it('is refused without administrator read (403) and without a session (401)', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' });
    const res = await seller.c.get('/api/members');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'This needs read access to administrator in this company.',
    );
    seller.c.cookies.clear();
    expect((await seller.c.get('/api/members')).statusCode).toBe(401);
  });
});

describe('PATCH /api/members/:userUid', () => {
  it('changes levels and title, recorded in the audit log', async () => {
    const founder = await signUpUser(t);
    const tenantId = await createCompany(founder);
    const member = await addMember(t, founder, NONE);
    const res = await founder.c.patch(`/api/members/${member.userId}`, {
      accessLevel: accessList({ ...NONE, finance: 'write' }),
      title: 'Accountant',
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await member.c.get('/api/me')).json();
    expect(me.claims.tenantId).toBe(tenantId);
    expect(levelsOf(me.claims.accessLevel)).toEqual({ ...NONE, finance: 'write' });
    expect(me.profile.title).toBe('Accountant');
    const audit = (await founder.c.get('/api/audit?entity=member&action=update')).json();
    expect(audit.items[0]).toMatchObject({
      entityId: member.userId,
      before: { title: 'Team member' },
      after: { title: 'Accountant' },
    });
  });

  it('never demotes the last administrator (409), and does once there is another', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    const demote = { accessLevel: accessList({ ...NONE, company: 'write' }) };
    const refused = await founder.c.patch(`/api/members/${founder.userId}`, demote);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/at least one administrator/);
    await addMember(t, founder, ADMIN);
    const allowed = await founder.c.patch(`/api/members/${founder.userId}`, demote);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses bad input, strangers and members of another company, changing nothing', async () => {
    const founder = await signUpUser(t);
    const tenantId = await createCompany(founder);
    const member = await addMember(t, founder, NONE);
    const bad = await founder.c.patch(`/api/members/${member.userId}`, {
      accessLevel: [{ department: 'sales', level: 'write' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await founder.c.patch(`/api/members/${member.userId}`, {})).statusCode).toBe(400);

    const other = await signUpUser(t);
    await createCompany(other);
    const foreign = await other.c.patch(`/api/members/${member.userId}`, { title: 'Boss' });
    expect(foreign.statusCode).toBe(404);
    const noSuch = await founder.c.patch('/api/members/nobody', { title: 'Boss' });
    expect(noSuch.statusCode).toBe(404);

    const levelsNow = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, member.userId)));
    expect(levelsNow[0]).toMatchObject({ title: 'Team member', accessLevel: NONE });
  });

  it('needs administrator write', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    const reader = await addMember(t, founder, { ...NONE, administrator: 'read' });
    expect((await reader.c.get('/api/members')).statusCode).toBe(200);
    const res = await reader.c.patch(`/api/members/${founder.userId}`, { title: 'Ex-founder' });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /api/members/:userUid', () => {
  it('removes a member, who falls back to the demo company', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    const member = await addMember(t, founder, { ...NONE, sales: 'read' });
    const res = await founder.c.delete(`/api/members/${member.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(1);
    expect((await member.c.get('/api/me')).json().claims.tenantId).toBe('demo');
    expect((await member.c.get('/api/settings/company')).json().tenantId).toBe('demo');
  });

  it('never removes the last administrator', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    const res = await founder.c.delete(`/api/members/${founder.userId}`);
    expect(res.statusCode).toBe(409);
    expect((await founder.c.get('/api/members')).json().items).toHaveLength(1);
  });
});
