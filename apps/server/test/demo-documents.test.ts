import { DEFAULT_TENANT } from '@kira/core/constants';
import { DOCUMENT_KIND_VALUES, STATUSES_OF } from '@kira/core/document-lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDemoDocuments } from '../src/companies/demo-documents/plan.ts';
import { countsOf, outcomeOf } from '../src/companies/demo-documents/plan-outcome.ts';
import {
  type SeededDocuments,
  seedDemoDocuments,
} from '../src/companies/demo-documents/seed-demo-documents.ts';
import { documentAttachments, documents } from '../src/db/schema/index.ts';
import { signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// The demo's year of documents, seeded the way a server's first start seeds them. One seeding
// for the file (it is the slow part): two at once, as two servers starting together would.

let t: TestApp;
let visitor: TestUser;
let seedings: (SeededDocuments | null)[];
let seconds: number;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  const seed = () => seedDemoDocuments(t.database.db, { dataDir: t.config.dataDir });
  const began = performance.now();
  seedings = await Promise.all([seed(), seed()]);
  seconds = (performance.now() - began) / 1000;
  console.info(`Seeded the demo's documents on ${t.database.mode} in ${seconds.toFixed(1)} s`);
  visitor = await signUpUser(t, { name: 'Demo Visitor' });
  expect((await visitor.c.post(`/api/companies/${DEFAULT_TENANT}/switch`)).statusCode).toBe(200);
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** The demo's documents in the database: how many of each kind in each status. */
async function storedCounts() {
  const rows = await t.database.db
    .select({ kind: documents.kind, status: documents.status, n: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.tenantId, DEFAULT_TENANT))
    .groupBy(documents.kind, documents.status);
  const counts: Record<string, Record<string, number>> = {};
  for (const { kind, status, n } of rows) counts[kind] = { ...counts[kind], [status]: n };
  return counts;
}

describe("the demo company's documents", () => {
  it('are seeded once, by one of two servers starting together, as the plan says', async () => {
    const done = seedings.filter((seeding) => seeding !== null);
    expect(done).toHaveLength(1);
    const [seeded] = done;
    if (!seeded) throw new Error('Neither seeding seeded');
    const planned = [...outcomeOf(planDemoDocuments(seeded.startDate)).values()];
    expect(seeded.documents).toBe(planned.length);
    expect(await storedCounts()).toEqual(countsOf(planned));
    const files = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentAttachments)
      .where(eq(documentAttachments.tenantId, DEFAULT_TENANT));
    expect(files[0]?.n).toBe(planned.reduce((sum, d) => sum + d.attachments, 0));
  });

  it('are not seeded again at a later start', async () => {
    const before = await storedCounts();
    expect(await seedDemoDocuments(t.database.db, { dataDir: t.config.dataDir })).toBeNull();
    // A later start, as the tests that want the demo's documents ask for them.
    const later = await buildTestApp(RAISED_LIMITS, { database: t.database, demoDocuments: true });
    await later.app.close(); // not `later.close()`: the database is this file's app's
    expect(await storedCounts()).toEqual(before);
  });

  it('are listed to a visitor, every kind in every status, late invoices among them', async () => {
    for (const kind of DOCUMENT_KIND_VALUES) {
      for (const status of STATUSES_OF[kind]) {
        const res = await visitor.c.get(`/api/documents/summary?kind=${kind}&status=${status}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().count, `${kind} ${status}`).toBeGreaterThan(0);
      }
    }
    const late = await visitor.c.get('/api/documents?kind=invoice&overdue=true&pageSize=200');
    expect(late.statusCode, late.body).toBe(200);
    const statuses = new Set(late.json().items.map((d: { status: string }) => d.status));
    expect([...statuses].sort()).toEqual(['issued', 'partially_paid']);
  });

  it('show a visitor their chains and attachments, and nothing to do', async () => {
    const [attached] = await t.database.db
      .select({ documentId: documentAttachments.documentId, id: documentAttachments.id })
      .from(documentAttachments)
      .innerJoin(
        documents,
        and(
          eq(documents.tenantId, documentAttachments.tenantId),
          eq(documents.id, documentAttachments.documentId),
        ),
      )
      .where(and(eq(documents.tenantId, DEFAULT_TENANT), eq(documents.kind, 'expense')))
      .orderBy(documentAttachments.id)
      .limit(1);
    if (!attached) throw new Error('No attachment was seeded');
    const expense = await visitor.c.get(`/api/documents/${attached.documentId}`);
    expect(expense.statusCode, expense.body).toBe(200);
    expect(expense.json().abilities).toMatchObject({ edit: false, void: false, attach: false });
    const file = await visitor.c.get(
      `/api/documents/${attached.documentId}/attachments/${attached.id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(['%PDF', '\x89PNG']).toContain(file.rawPayload.subarray(0, 4).toString('latin1'));
    const credits = await visitor.c.get('/api/documents?kind=credit&status=issued');
    const credit = await visitor.c.get(`/api/documents/${credits.json().items[0].id}`);
    expect(credit.json().chain.map((link: { relation: string }) => link.relation)).toContain(
      'source',
    );
  });

  it('refuse a visitor every change: the demo is read-only', async () => {
    const invoices = await visitor.c.get('/api/documents?kind=invoice&status=issued');
    const { id } = invoices.json().items[0];
    const refusals = [
      await visitor.c.post('/api/documents', { kind: 'quotation' }),
      await visitor.c.post(`/api/documents/${id}/void`, { reason: 'Trying' }),
      await visitor.c.post(`/api/documents/${id}/payments`, { amount: '1.00' }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toContain('read-only showcase');
    }
    expect((await visitor.c.get(`/api/documents/${id}`)).json().status).toBe('issued');
  });
});
