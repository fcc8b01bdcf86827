import { FOUNDER_LEVELS } from '@kira/core/claims';
import { MSG_NO_EXPORT_IN_DEMO } from '@kira/core/policies/export-policy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeDeveloper } from '../src/accounts/make-developer.ts';
import { profiles } from '../src/db/schema/index.ts';
import { line } from './helpers/document-factories.ts';
import { signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// The demo company is a read-only showcase: sending, payments and exports are refused there
// (PRODUCT.md section 1). Exports are CSV files and ZIPs of PDFs; one document's PDF is reading.
let t: TestApp;
let visitor: TestUser;
let developer: TestUser;
let demoInvoiceId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  visitor = await signUpUser(t, { name: 'Demo Visitor' });
  expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
  // A developer may write in the demo: the document whose PDF the visitor reads.
  developer = await signUpUser(t, { name: 'Demo Developer' });
  await makeDeveloper(t.database.db, developer.email, t.config.platformTenant);
  await t.database.db
    .update(profiles)
    .set({ demoAccessLevel: FOUNDER_LEVELS })
    .where(eq(profiles.userId, developer.userId));
  expect((await developer.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
  const [contact] = (await developer.c.get('/api/contacts?role=customer&pageSize=1')).json().items;
  const invoice = await developer.c.post('/api/documents', {
    kind: 'invoice',
    contactId: contact.id,
    lines: [line('12')],
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
  demoInvoiceId = invoice.json().id;
});
afterAll(async () => {
  await t.close();
});

const EXPORTS = [
  '/api/contacts/export.csv',
  '/api/products/export.csv',
  '/api/documents/export.csv?kind=invoice',
];

it('refuses CSV exports and PDF ZIPs in the demo with 403 and the reason', async () => {
  // The visitor reads the same lists.
  expect((await visitor.c.get('/api/contacts')).statusCode).toBe(200);
  expect((await visitor.c.get('/api/documents?kind=invoice')).statusCode).toBe(200);
  for (const url of [...EXPORTS, `/api/documents/pdfs.zip?ids=${demoInvoiceId}`]) {
    const res = await visitor.c.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
    expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: MSG_NO_EXPORT_IN_DEMO });
  }
});

it('refuses before any work: a ZIP of ids that name nothing is refused alike', async () => {
  const res = await visitor.c.get('/api/documents/pdfs.zip?ids=nothing-here');
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().error.message).toBe(MSG_NO_EXPORT_IN_DEMO);
});

it("shows one document's PDF in the demo, and lets a developer export", async () => {
  const pdf = await visitor.c.get(`/api/documents/${demoInvoiceId}/pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  for (const url of EXPORTS) {
    const res = await developer.c.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
});
