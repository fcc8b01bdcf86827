import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles } from '../src/db/schema/index.ts';
import { addMember, createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/**
 * The developer area's API, walked by a developer: it sees every company, which the
 * cross-company test (404 in every id slot for a member of another company) cannot walk.
 */

const DEVELOPER_GETS = [
  '/api/developer/companies',
  '/api/developer/users',
  '/api/developer/outbox',
  '/api/developer/status',
];

let t: TestApp;
let developer: TestUser;
let founder: TestUser;
let tenantId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  developer = await signUpUser(t, { name: 'Dev Eloper' });
  await t.database.db
    .update(profiles)
    .set({ isDeveloper: true })
    .where(eq(profiles.userId, developer.userId));
  founder = await signUpUser(t, { name: 'Goh Kheng Swee' });
  tenantId = await createCompany(founder, 'Kallang Kopi Pte. Ltd.');
  await addMember(t, founder, {
    finance: 'read',
    operation: 'none',
    sales: 'write',
    marketing: 'none',
    company: 'none',
    administrator: 'none',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the developer area', () => {
  it('refuses everyone who is not a developer, an administrator included, with 403', async () => {
    for (const path of DEVELOPER_GETS) {
      const res = await founder.c.get(path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.message).toBe('Only developers may use the developer area.');
    }
    expect((await founder.c.post('/api/developer/outbox/1/retry')).statusCode).toBe(403);
  });

  it('lists every company with its plan, members, documents this month and storage', async () => {
    const res = await developer.c.get('/api/developer/companies?q=kallang');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        tenantId,
        name: 'Kallang Kopi Pte. Ltd.',
        members: 2,
        documentsThisMonth: 0,
        storageBytes: 0,
        isPlatform: false,
        isReadOnly: false,
      }),
    ]);
    const byId = await developer.c.get(`/api/developer/companies?q=${tenantId}`);
    expect(byId.json().items.map((c: { tenantId: string }) => c.tenantId)).toEqual([tenantId]);
    const all = await developer.c.get('/api/developer/companies');
    expect(all.json().total).toBeGreaterThanOrEqual(2);
  });

  it("shows the limits a developer raised above the company's plan", async () => {
    const raised = await developer.c.put(`/api/developer/companies/${tenantId}/limits`, {
      users: 25,
      documentsPerMonth: null,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const res = await developer.c.get(`/api/developer/companies?q=${tenantId}`);
    expect(res.json().items[0].overrides).toEqual({ users: 25 });
  });

  it('counts the documents issued this month', async () => {
    const contact = await founder.c.post('/api/contacts', { role: 'customer', name: 'Ah Huat' });
    const draft = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: contact.json().id,
      lines: [{ description: 'Kopi', quantity: '1', unitPrice: '1.80' }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    await founder.c.post('/api/documents', {
      kind: 'quotation',
      contactId: contact.json().id,
      lines: [{ description: 'Teh', quantity: '1', unitPrice: '1.60' }],
    });
    const issued = await founder.c.post(`/api/documents/${draft.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const res = await developer.c.get(`/api/developer/companies?q=${tenantId}`);
    expect(res.json().items[0].documentsThisMonth).toBe(1);
  });

  it('lists users with their claims, found by a part of the name or e-mail', async () => {
    const res = await developer.c.get('/api/developer/users?q=kheng');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        userUid: founder.userId,
        name: 'Goh Kheng Swee',
        email: founder.email,
        isDeveloper: false,
        tenantId,
        companyName: 'Kallang Kopi Pte. Ltd.',
        accessLevel: expect.arrayContaining([{ department: 'administrator', level: 'write' }]),
      }),
    ]);
    const byEmail = await developer.c.get(
      `/api/developer/users?q=${encodeURIComponent(developer.email)}`,
    );
    expect(byEmail.json().items[0]).toMatchObject({ userUid: developer.userId, isDeveloper: true });
  });

  it('pages, and refuses a page or a search it cannot take with 400', async () => {
    const far = await developer.c.get('/api/developer/users?page=9999');
    expect(far.statusCode).toBe(200);
    expect(far.json().items).toEqual([]);
    for (const query of ['page=0', 'page=abc', 'page=10001', `q=${'x'.repeat(201)}`]) {
      const res = await developer.c.get(`/api/developer/companies?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await developer.c.get('/api/developer/outbox?status=lost')).statusCode).toBe(400);
  });

  it('shows the outbox, and puts a mail given up back in the queue', async () => {
    const res = await developer.c.get('/api/developer/outbox?status=stored');
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = res.json().items;
    expect(newest).toMatchObject({ status: 'stored', attempts: 0, error: null });
    // Only a mail given up may be sent again.
    const refused = await developer.c.post(`/api/developer/outbox/${newest.id}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Only a mail that could not be delivered can be sent again; this one is stored.',
    );
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', error: 'connection refused' })
      .where(eq(mailOutbox.id, newest.id));
    const retried = await developer.c.post(`/api/developer/outbox/${newest.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(204);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, newest.id));
    // Without SMTP a retried mail is kept, as every mail is.
    expect(mail).toMatchObject({ status: 'stored', error: null });
    expect((await developer.c.post('/api/developer/outbox/999999999/retry')).statusCode).toBe(404);
    // A path's id that is no id at all is no such thing (the house rule for every path).
    expect((await developer.c.post('/api/developer/outbox/x/retry')).statusCode).toBe(404);
  });

  it("tells the system's state", async () => {
    const res = await developer.c.get('/api/developer/status');
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json();
    expect(status.database).toBe(t.database.mode);
    expect(status.migrations.applied).toBeGreaterThanOrEqual(21);
    expect(status.outbox.stored).toBeGreaterThan(0);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(typeof status.version).toBe('string');
  });
});
