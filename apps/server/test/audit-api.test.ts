import { todayInSingapore } from '@kira/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, NONE, signUpUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/audit', () => {
  it('pages the trail newest first, with who, and filters by entity, action, user and date', async () => {
    const founder = await signUpUser(t, { name: 'Wong Kar Wai' });
    await createCompany(founder);
    for (const phone of ['61111111', '62222222', '63333333']) {
      await founder.c.patch('/api/settings/company', { phone });
    }
    const all = (await founder.c.get('/api/audit?limit=2')).json();
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({
      entity: 'company-settings',
      action: 'update',
      userUid: founder.userId,
      userName: 'Wong Kar Wai',
      before: { phone: '62222222' },
      after: { phone: '63333333' },
    });
    expect(all.entities).toEqual(['company', 'company-settings', 'member']);
    const next = (await founder.c.get(`/api/audit?limit=2&cursor=${all.nextCursor}`)).json();
    const last = (await founder.c.get(`/api/audit?limit=2&cursor=${next.nextCursor}`)).json();
    expect(last.nextCursor).toBeNull();
    const ids = [...all.items, ...next.items, ...last.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(5);

    const created = (await founder.c.get('/api/audit?entity=company&action=create')).json();
    expect(created.items.map((i: { entity: string }) => i.entity)).toEqual(['company']);
    const mine = (await founder.c.get(`/api/audit?userUid=${founder.userId}`)).json();
    expect(mine.total).toBe(5);
    const today = todayInSingapore();
    expect((await founder.c.get(`/api/audit?from=${today}&to=${today}`)).json().total).toBe(5);
    expect((await founder.c.get('/api/audit?to=2020-01-01')).json().total).toBe(0);
  });

  it('refuses bad filters (400), non-administrators (403) and shows only this company', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    expect((await founder.c.get('/api/audit?from=yesterday')).statusCode).toBe(400);
    expect((await founder.c.get('/api/audit?cursor=abc')).statusCode).toBe(400);
    expect((await founder.c.get('/api/audit?limit=500')).statusCode).toBe(400);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' });
    expect((await seller.c.get('/api/audit')).statusCode).toBe(403);
    const other = await signUpUser(t);
    await createCompany(other);
    const theirs = (await other.c.get('/api/audit')).json();
    expect(theirs.items.every((i: { userUid: string }) => i.userUid === other.userId)).toBe(true);
  });
});
