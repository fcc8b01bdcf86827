import { createIdGenerator } from '@kira/core/ids';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Who may have a document's PDF, and the ZIP of several: read as the document is read.
let t: TestApp;
let founder: TestUser;
let salesReader: TestUser;
let stranger: TestUser;
let invoice: { id: string; number: string };
let quotation: { id: string; number: string };

beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Zip Founder' });
  await createCompany(founder, 'Kallang Kitchens Pte. Ltd.');
  const contactId = await customer(founder, 'Bedok Bakery');
  const lines = [line('40.00', '2')];
  invoice = await issue(founder, (await draft(founder, { kind: 'invoice', contactId, lines })).id);
  quotation = await issue(
    founder,
    (await draft(founder, { kind: 'quotation', contactId, lines })).id,
  );
  salesReader = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Sales Reader');
  stranger = await signUpUser(t, { name: 'Other Founder' });
  await createCompany(stranger, 'Elsewhere Pte. Ltd.');
});
afterAll(() => t.close());

describe('GET /api/documents/{id}/pdf', () => {
  it('is shown inline, or downloaded when asked, under a plain file name', async () => {
    const shown = await founder.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(shown.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const downloaded = await founder.c.get(`/api/documents/${invoice.id}/pdf?download=true`);
    expect(downloaded.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    );
    const wrong = await founder.c.get(`/api/documents/${invoice.id}/pdf?download=yes`);
    expect(wrong.statusCode).toBe(400);
  });

  it("answers 404 for another company's document and 403 without read on its department", async () => {
    const elsewhere = await stranger.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(elsewhere.statusCode).toBe(404);
    const noFinance = await salesReader.c.get(`/api/documents/${invoice.id}/pdf`);
    expect(noFinance.statusCode).toBe(403);
    const sales = await salesReader.c.get(`/api/documents/${quotation.id}/pdf`);
    expect(sales.statusCode).toBe(200);
    expect(await pdfText(sales.rawPayload)).toContain(quotation.number);
  });
});

describe('GET /api/documents/pdfs.zip', () => {
  it('answers one ZIP with the PDF of each document asked for', async () => {
    const res = await founder.c.get(
      `/api/documents/pdfs.zip?ids=${invoice.id},${quotation.id},${invoice.id}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="documents-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([`${invoice.number}.pdf`, `${quotation.number}.pdf`]);
    // A company that is not GST-registered issues an "Invoice" without GST.
    const invoiceText = await pdfText(files[`${invoice.number}.pdf`] as Uint8Array);
    expect(invoiceText).toContain('Total S$80.00');
    expect(invoiceText).not.toMatch(/Tax Invoice|GST/);
    expect(await pdfText(files[`${quotation.number}.pdf`] as Uint8Array)).toContain('Quotation');
  });

  it('is refused whole when one document cannot be read', async () => {
    const both = `ids=${quotation.id},${invoice.id}`;
    expect((await salesReader.c.get(`/api/documents/pdfs.zip?${both}`)).statusCode).toBe(403);
    expect((await stranger.c.get(`/api/documents/pdfs.zip?${both}`)).statusCode).toBe(404);
    const own = await stranger.c.get(`/api/documents/pdfs.zip?ids=${quotation.id}`);
    expect(own.statusCode).toBe(404);
  });

  it('checks the list at the door', async () => {
    const empty = await founder.c.get('/api/documents/pdfs.zip?ids=');
    expect(empty.statusCode).toBe(400);
    expect((await founder.c.get('/api/documents/pdfs.zip')).statusCode).toBe(400);
    const ids = createIdGenerator();
    const many = Array.from({ length: 51 }, () => ids.next('invoice')).join(',');
    expect((await founder.c.get(`/api/documents/pdfs.zip?ids=${many}`)).statusCode).toBe(400);
    // The same id 51 times is one document.
    const again = Array.from({ length: 51 }, () => invoice.id).join(',');
    expect((await founder.c.get(`/api/documents/pdfs.zip?ids=${again}`)).statusCode).toBe(200);
    const signedOut = await t.app.inject({ url: `/api/documents/pdfs.zip?ids=${invoice.id}` });
    expect(signedOut.statusCode).toBe(401);
    const notADocument = await founder.c.get('/api/documents/pdfs.zip?ids=K26KQJNQ-9266');
    // A contact's id is no document: refused by the query's check, naming the item.
    expect(notADocument.statusCode).toBe(400);
    expect(notADocument.json().error.details[0].field).toBe('querystring.ids.0');
  });
});
