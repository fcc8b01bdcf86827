import { MS_PER_DAY, todayInSingapore } from '@kira/core/dates';
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
    // The Singapore dates before and after the rows are written: every row falls between
    // them, even when the run crosses midnight in Singapore.
    const firstDay = todayInSingapore();
    const founder = await signUpUser(t, { name: 'Wong Kar Wai' });
    await createCompany(founder);
    for (const phone of ['61111111', '62222222', '63333333']) {
      const res = await founder.c.patch('/api/settings/company', { phone });
      expect(res.statusCode, res.body).toBe(200);
    }
    const lastDay = todayInSingapore();
    const all = (await founder.c.get('/api/audit?limit=2')).json();
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({
      entity: 'company-settings',
      action: 'update',
      userUid: founder.userId,
      actor: { name: 'Wong Kar Wai', email: founder.email },
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
    const total = async (query: string) =>
      (await founder.c.get(`/api/audit?${query}`)).json().total;
    expect(await total(`from=${firstDay}&to=${lastDay}`)).toBe(5);
    // Each end filters: nothing before the first day or after the last.
    expect(await total(`to=${dayBefore(firstDay)}`)).toBe(0);
    expect(await total(`from=${dayAfter(lastDay)}`)).toBe(0);
  });

  it('names who made each change while they are a member, and no one once they have left', async () => {
    const founder = await signUpUser(t, { name: 'Wong Kar Wai' });
    await createCompany(founder);
    const manager = await addMember(t, founder, { ...NONE, company: 'write' }, 'Siti Rahman');
    expect((await manager.c.patch('/api/settings/company', { phone: '61234567' })).statusCode).toBe(
      200,
    );
    const phoneChange = async () => {
      const { items } = (await founder.c.get('/api/audit?entity=company-settings')).json();
      return items.find((i: { after: { phone?: string } }) => i.after?.phone === '61234567');
    };
    expect(await phoneChange()).toMatchObject({
      userUid: manager.userId,
      actor: { name: 'Siti Rahman', email: manager.email },
    });

    expect((await founder.c.delete(`/api/members/${manager.userId}`)).statusCode).toBe(200);
    // The entry stays, and still says which account made it, but no longer who they are.
    expect(await phoneChange()).toMatchObject({ userUid: manager.userId, actor: null });
    const { items } = (await founder.c.get('/api/audit')).json();
    const actors = items.map((i: { actor: { email: string } | null }) => i.actor?.email);
    expect(actors).not.toContain(manager.email);
    expect(items.find((i: { action: string }) => i.action === 'remove')).toMatchObject({
      actor: { name: 'Wong Kar Wai', email: founder.email },
    });
  });

  it('refuses bad filters (400), non-administrators (403) and shows only this company', async () => {
    const founder = await signUpUser(t);
    await createCompany(founder);
    expect((await founder.c.get('/api/audit?from=yesterday')).statusCode).toBe(400);
    expect((await founder.c.get('/api/audit?cursor=abc')).statusCode).toBe(400);
    expect((await founder.c.get('/api/audit?limit=500')).statusCode).toBe(400);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' });
    const refused = await seller.c.get('/api/audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(founder.email);
    const other = await signUpUser(t);
    await createCompany(other);
    // Their own company's trail (its creation and its founder's membership), none of the first.
    const theirs = (await other.c.get('/api/audit')).json();
    expect(theirs.total).toBe(2);
    expect(
      theirs.items.map((i: { entity: string; userUid: string }) => [i.entity, i.userUid]),
    ).toEqual([
      ['member', other.userId],
      ['company', other.userId],
    ]);
  });
});

const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
const dayBefore = (date: string) => shiftDay(date, -1);
const dayAfter = (date: string) => shiftDay(date, 1);
