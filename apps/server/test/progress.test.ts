import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../src/db/schema/index.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/** `/progress`'s board (developers only) and announcements (developers write, everyone reads). */

let t: TestApp;
let developer: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  developer = await signUpUser(t, { name: 'Dev Eloper' });
  await t.database.db
    .update(profiles)
    .set({ isDeveloper: true })
    .where(eq(profiles.userId, developer.userId));
  owner = await signUpUser(t, { name: 'Ong Teng Cheong' });
  await createCompany(owner, 'Changi Movers Pte. Ltd.');
});
afterAll(async () => {
  await t?.close();
});

const titles = (tasks: { title: string; status: string; position: number }[], status: string) =>
  tasks
    .filter((task) => task.status === status)
    .sort((a, b) => a.position - b.position)
    .map((task) => task.title);

describe('the project board', () => {
  it('keeps projects and tasks in columns, moved and renamed', async () => {
    const project = await developer.c.post('/api/projects', { name: 'Ledger', description: '' });
    expect(project.statusCode, project.body).toBe(201);
    const { id } = project.json();
    const add = async (title: string, status?: string) => {
      const res = await developer.c.post(`/api/projects/${id}/tasks`, { title, status });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const chart = await add('Chart of accounts');
    await add('Journal entries');
    await add('Trial balance');
    await add('GST F5', 'doing');

    // The chart moves to Doing, above GST F5; the two left in To do close up.
    const moved = await developer.c.patch(`/api/tasks/${chart}`, { status: 'doing', position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'doing', position: 0 });
    const renamed = await developer.c.patch(`/api/tasks/${chart}`, {
      title: 'Chart of accounts (SFRS)',
    });
    expect(renamed.json().title).toBe('Chart of accounts (SFRS)');

    const board = (await developer.c.get('/api/projects'))
      .json()
      .items.find((p: { id: string }) => p.id === id);
    expect(titles(board.tasks, 'todo')).toEqual(['Journal entries', 'Trial balance']);
    expect(titles(board.tasks, 'doing')).toEqual(['Chart of accounts (SFRS)', 'GST F5']);
    expect(board.tasks.map((task: { position: number }) => task.position).sort()).toEqual([
      0, 0, 1, 1,
    ]);

    expect((await developer.c.delete(`/api/tasks/${chart}`)).statusCode).toBe(204);
    const after = (await developer.c.get('/api/projects'))
      .json()
      .items.find((p: { id: string }) => p.id === id);
    expect(titles(after.tasks, 'doing')).toEqual(['GST F5']);
    expect(after.tasks.find((task: { title: string }) => task.title === 'GST F5').position).toBe(0);
  });

  it('refuses bad input with 400 and unknown records with 404', async () => {
    expect((await developer.c.post('/api/projects', { name: ' ' })).statusCode).toBe(400);
    const { id } = (await developer.c.post('/api/projects', { name: 'Import' })).json();
    const bad = await developer.c.post(`/api/projects/${id}/tasks`, { title: 'x', status: 'late' });
    expect(bad.statusCode).toBe(400);
    const task = (await developer.c.post(`/api/projects/${id}/tasks`, { title: 'Zip' })).json();
    expect((await developer.c.patch(`/api/tasks/${task.id}`, {})).statusCode).toBe(400);
    expect((await developer.c.patch(`/api/tasks/${task.id}`, { position: -1 })).statusCode).toBe(
      400,
    );
    expect((await developer.c.patch('/api/tasks/not-an-id', { title: 'x' })).statusCode).toBe(404);
    expect((await developer.c.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await developer.c.delete(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('is refused to anyone who is not a developer', async () => {
    expect((await owner.c.get('/api/projects')).statusCode).toBe(403);
    expect((await owner.c.post('/api/projects', { name: 'Mine' })).statusCode).toBe(403);
    const { id } = (await developer.c.post('/api/projects', { name: 'Theirs' })).json();
    expect((await owner.c.post(`/api/projects/${id}/tasks`, { title: 'x' })).statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('are made by developers, shown to every user until each dismisses them', async () => {
    const refused = await owner.c.post('/api/announcements', { title: 'Hi', message: 'Hello' });
    expect(refused.statusCode).toBe(403);
    const made = await developer.c.post('/api/announcements', {
      title: 'Maintenance on Sunday',
      message: 'Kira is down for ten minutes at 02:00.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    const reader = await signUpUser(t, { name: 'Rahim Ishak' });
    for (const user of [owner, reader]) {
      const items = (await user.c.get('/api/announcements')).json().items;
      expect(items.map((a: { id: string }) => a.id)).toContain(id);
    }
    expect((await owner.c.post(`/api/announcements/${id}/dismiss`)).statusCode).toBe(204);
    expect((await owner.c.post(`/api/announcements/${id}/dismiss`)).statusCode).toBe(204);
    const ownersNow = (await owner.c.get('/api/announcements')).json().items;
    expect(ownersNow.map((a: { id: string }) => a.id)).not.toContain(id);
    const readersNow = (await reader.c.get('/api/announcements')).json().items;
    expect(readersNow.map((a: { id: string }) => a.id)).toContain(id);

    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(logged).toMatchObject({ entity: 'announcement', action: 'create', tenantId: 'kira' });

    expect((await owner.c.delete(`/api/announcements/${id}`)).statusCode).toBe(403);
    expect((await developer.c.delete(`/api/announcements/${id}`)).statusCode).toBe(204);
    const withdrawn = (await reader.c.get('/api/announcements')).json().items;
    expect(withdrawn.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await developer.c.delete(`/api/announcements/${id}`)).statusCode).toBe(404);
  });

  it('need a session, a title and a message', async () => {
    const anonymous = (await t.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode;
    expect(anonymous).toBe(401);
    expect(
      (await developer.c.post('/api/announcements', { title: '', message: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await developer.c.post('/api/announcements', { title: 'x', message: ' ' })).statusCode,
    ).toBe(400);
    expect((await owner.c.post('/api/announcements/nope/dismiss')).statusCode).toBe(404);
  });
});
