import { todayInSingapore } from '@kira/core/dates';
import { documentDefaultsSchema } from '@kira/core/document-defaults';
import { documentHistorySchema } from '@kira/core/document-history';
import { documentLetterheadSchema } from '@kira/core/document-letterhead';
import { documentSchema } from '@kira/core/documents';
import { DOCUMENT_CSV_COLUMNS } from '@kira/core/documents-csv';
import { addMoney, formatMoney } from '@kira/core/money';
import { and, eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/csv.ts';
import { products } from '../src/db/schema/index.ts';
import { draft, issue, line, read } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { httpClient } from './helpers/http-client.ts';
import { PDF, PNG } from './helpers/matrix-records.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// The pieces the document screens read besides the documents (docs/api/documents.md): a new
// document's defaults, the letterhead, a document's history, a copy of it, a product's
// documents, and the list as CSV.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

/** A founder in a company of their own, so each test's numbers and lists are its own. */
async function founderOfNewCompany(name: string): Promise<TestUser> {
  const founder = await signUpUser(t, { name });
  await createCompany(founder, `${name} Pte. Ltd.`);
  return founder;
}

async function customerOf(user: TestUser, name: string): Promise<string> {
  const res = await user.c.post('/api/contacts', { role: 'customer', name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function ok(res: Awaited<ReturnType<TestUser['c']['get']>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

describe('GET /api/documents/defaults', () => {
  it("gives the company's settings, the terms by kind and a preview of the next number", async () => {
    const founder = await founderOfNewCompany('Defaults Founder');
    await ok(
      await founder.c.patch('/api/settings/company', {
        gstRegistered: true,
        gstNumber: 'M2-1234567-8',
        gstRounding: 'subtotal',
        cashRounding: true,
        paymentTermsDays: 45,
        invoiceTerms: 'Payment within 45 days by PayNow.',
      }),
    );
    await ok(
      await founder.c.patch('/api/settings/numbering/invoice', {
        prefix: 'TAX-',
        padding: 4,
        nextNumber: 7,
      }),
    );
    const defaults = await ok(await founder.c.get('/api/documents/defaults?kind=invoice'));
    expect(documentDefaultsSchema.parse(defaults)).toEqual(defaults);
    expect(defaults).toEqual({
      kind: 'invoice',
      gstRegistered: true,
      gstRegisteredOn: null,
      gstRounding: 'subtotal',
      cashRounding: true,
      paymentTermsDays: 45,
      currency: 'SGD',
      notes: '',
      terms: 'Payment within 45 days by PayNow.',
      nextNumber: 'TAX-0007',
    });
    // A preview reserves nothing: asked again, the same; the issue takes it, then the next.
    expect((await founder.c.get('/api/documents/defaults?kind=invoice')).json().nextNumber).toBe(
      'TAX-0007',
    );
    const customerId = await customerOf(founder, 'Defaults Customer');
    const invoice = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      lines: [line('10')],
    });
    expect((await issue(founder, invoice.id)).number).toBe('TAX-0007');
    expect((await founder.c.get('/api/documents/defaults?kind=invoice')).json().nextNumber).toBe(
      'TAX-0008',
    );

    const quotation = await ok(await founder.c.get('/api/documents/defaults?kind=quotation'));
    expect(quotation).toMatchObject({
      terms: 'Payment within 45 days by PayNow.',
      nextNumber: 'QUO-000001',
    });
    const delivery = await ok(await founder.c.get('/api/documents/defaults?kind=delivery'));
    expect(delivery).toMatchObject({ kind: 'delivery', terms: '', nextNumber: 'DO-000001' });
  });

  it('is open to whoever may start the kind, without the right to the company settings', async () => {
    const founder = await founderOfNewCompany('Defaults Rights');
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Seller');
    expect((await seller.c.get('/api/settings/company')).statusCode).toBe(403);
    await ok(await seller.c.get('/api/documents/defaults?kind=quotation'));
    expect((await seller.c.get('/api/documents/defaults?kind=invoice')).statusCode).toBe(403);
    const reader = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Reader');
    expect((await reader.c.get('/api/documents/defaults?kind=quotation')).statusCode).toBe(403);
    expect((await founder.c.get('/api/documents/defaults?kind=bill')).statusCode).toBe(400);
    const stranger = httpClient(t.app, t.config.appUrl);
    expect((await stranger.get('/api/documents/defaults?kind=invoice')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/{id}/history', () => {
  it("lists the document's own audit entries, newest first, naming who made each", async () => {
    const founder = await founderOfNewCompany('History Founder');
    const customerId = await customerOf(founder, 'History Customer');
    const quote = await draft(founder, {
      kind: 'quotation',
      contactId: customerId,
      lines: [line('20')],
    });
    await ok(await founder.c.patch(`/api/documents/${quote.id}`, { notes: 'Delivery in May' }));
    await issue(founder, quote.id);
    await draft(founder, { kind: 'quotation', contactId: customerId });

    const history = await ok(await founder.c.get(`/api/documents/${quote.id}/history`));
    expect(documentHistorySchema.parse(history)).toEqual(history);
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual([
      'issue',
      'update',
      'create',
    ]);
    const [issued, updated, created] = history.items;
    expect(issued.by).toEqual({ id: founder.userId, name: 'History Founder' });
    expect(updated.changes).toMatchObject({
      before: { notes: '' },
      after: { notes: 'Delivery in May' },
    });
    expect(created.changes.before).toBeNull();
    expect(created.changes.after).toMatchObject({ kind: 'quotation', contactId: customerId });
    expect(Date.parse(issued.at)).toBeGreaterThanOrEqual(Date.parse(created.at));
    expect(history.nextCursor).toBeNull();

    const first = await ok(await founder.c.get(`/api/documents/${quote.id}/history?limit=2`));
    expect(first.items.map((entry: { id: string }) => entry.id)).toEqual(
      history.items.slice(0, 2).map((entry: { id: string }) => entry.id),
    );
    const rest = await ok(
      await founder.c.get(`/api/documents/${quote.id}/history?limit=2&cursor=${first.nextCursor}`),
    );
    expect(rest).toEqual({ items: [history.items[2]], nextCursor: null });
  });

  it('is read as the document is: 403 without its department, 404 in another company', async () => {
    const founder = await founderOfNewCompany('History Rights');
    const customerId = await customerOf(founder, 'History Rights Customer');
    const quote = await draft(founder, { kind: 'quotation', contactId: customerId });
    const invoice = await draft(founder, { kind: 'invoice', contactId: customerId });
    const reader = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Sales Reader');
    const history = await ok(await reader.c.get(`/api/documents/${quote.id}/history`));
    // Members' e-mails are the administrator's to see, not every reader's.
    expect(history.items[0].by).toEqual({ id: founder.userId, name: 'History Rights' });
    expect((await reader.c.get(`/api/documents/${invoice.id}/history`)).statusCode).toBe(403);
    const other = await founderOfNewCompany('History Other');
    expect((await other.c.get(`/api/documents/${quote.id}/history`)).statusCode).toBe(404);
    expect((await founder.c.get(`/api/documents/${quote.id}/history?cursor=x`)).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/documents/{id}/duplicate', () => {
  it('starts a draft of the same kind dated today with what was entered, and nothing else', async () => {
    const founder = await founderOfNewCompany('Duplicate Founder');
    await ok(
      await founder.c.patch('/api/settings/company', {
        gstRegistered: true,
        gstNumber: 'M2-1234567-8',
      }),
    );
    const customerId = await customerOf(founder, 'Duplicate Customer');
    const product = await ok(
      await founder.c.post('/api/products', {
        code: 'DP-1',
        name: 'Bracket',
        sellingPrice: '4.20',
      }),
      201,
    );
    const source = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      issueDate: '2026-01-05',
      dueDate: '2026-02-04',
      currency: 'USD',
      exchangeRate: '1.35',
      reference: 'PO-77',
      pricesIncludeGst: true,
      documentDiscount: { kind: 'percent', value: '5' },
      lines: [
        line('4.2', '3', { productId: product.id, unit: 'pc' }),
        line('100', '1', { discount: { kind: 'amount', value: '10' } }),
      ],
      notes: 'Thank you',
      terms: 'Net 30',
    });
    await ok(
      await founder.c.post(`/api/documents/${source.id}/attachments`, PDF, {
        'content-type': 'application/pdf',
      }),
      201,
    );
    const issued = await issue(founder, source.id);

    const copy = await ok(await founder.c.post(`/api/documents/${source.id}/duplicate`), 201);
    expect(documentSchema.parse(copy)).toEqual(copy);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      sourceId: null,
      contactId: customerId,
      issueDate: todayInSingapore(),
      dueDate: null,
      validUntil: null,
      currency: 'USD',
      exchangeRate: '1.35',
      reference: 'PO-77',
      pricesIncludeGst: true,
      documentDiscount: { kind: 'percent', value: '5' },
      notes: 'Thank you',
      terms: 'Net 30',
      attachments: [],
      allocations: [],
      chain: [],
      contactSnapshot: null,
      // Both dates are at 9%: the same amounts.
      total: issued.total,
      abilities: { edit: true, issue: true, delete: true },
    });
    const entered = (lines: Record<string, unknown>[]) =>
      lines.map(({ productId, description, quantity, unit, unitPrice, discount, taxCode }) => ({
        productId,
        description,
        quantity,
        unit,
        unitPrice,
        discount,
        taxCode,
      }));
    expect(entered(copy.lines)).toEqual(entered(issued.lines));
    expect(await read(founder, copy.id)).toMatchObject({ id: copy.id, total: issued.total });
    // The source is untouched and does not link to its copy.
    expect((await read(founder, source.id)).chain).toEqual(issued.chain);
    const history = await ok(await founder.c.get(`/api/documents/${copy.id}/history`));
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['duplicate']);
  });

  it("copies an expense's category and payment method, and no receipt's allocations", async () => {
    const founder = await founderOfNewCompany('Duplicate Kinds');
    const customerId = await customerOf(founder, 'Duplicate Kinds Customer');
    const expense = await draft(founder, {
      kind: 'expense',
      expenseCategory: 'transportation',
      paymentMethod: 'payNow',
      lines: [line('12.50')],
    });
    const expenseCopy = await ok(
      await founder.c.post(`/api/documents/${expense.id}/duplicate`),
      201,
    );
    expect(expenseCopy).toMatchObject({
      kind: 'expense',
      contactId: null,
      expenseCategory: 'transportation',
      paymentMethod: 'payNow',
      total: '12.50',
    });

    const invoice = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('50')] })).id,
    );
    const receipt = await draft(founder, {
      kind: 'receipt',
      contactId: customerId,
      lines: [line('20')],
      allocations: [{ invoiceId: invoice.id, amount: '20.00' }],
    });
    expect(receipt.allocations).toHaveLength(1);
    const receiptCopy = await ok(
      await founder.c.post(`/api/documents/${receipt.id}/duplicate`),
      201,
    );
    expect(receiptCopy).toMatchObject({ kind: 'receipt', allocations: [], total: '20.00' });
  });

  it('answers a replayed Idempotency-Key with the first copy and makes no second one', async () => {
    const founder = await founderOfNewCompany('Duplicate Once');
    const customerId = await customerOf(founder, 'Duplicate Once Customer');
    const quote = await draft(founder, {
      kind: 'quotation',
      contactId: customerId,
      lines: [line('5')],
    });
    const key = { 'idempotency-key': 'duplicate-quote-1' };
    const first = await ok(
      await founder.c.post(`/api/documents/${quote.id}/duplicate`, {}, key),
      201,
    );
    const again = await ok(
      await founder.c.post(`/api/documents/${quote.id}/duplicate`, {}, key),
      201,
    );
    expect(again.id).toBe(first.id);
    expect((await founder.c.get('/api/documents?kind=quotation')).json().total).toBe(2);
  });

  it('needs the right to start the kind: 403 without it, 404 in another company', async () => {
    const founder = await founderOfNewCompany('Duplicate Rights');
    const customerId = await customerOf(founder, 'Duplicate Rights Customer');
    const quote = await draft(founder, { kind: 'quotation', contactId: customerId });
    const invoice = await draft(founder, { kind: 'invoice', contactId: customerId });
    const reader = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Quote Reader');
    expect((await reader.c.post(`/api/documents/${quote.id}/duplicate`)).statusCode).toBe(403);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Quote Writer');
    await ok(await seller.c.post(`/api/documents/${quote.id}/duplicate`), 201);
    expect((await seller.c.post(`/api/documents/${invoice.id}/duplicate`)).statusCode).toBe(403);
    const other = await founderOfNewCompany('Duplicate Other');
    expect((await other.c.post(`/api/documents/${quote.id}/duplicate`)).statusCode).toBe(404);
    expect((await founder.c.get('/api/documents?kind=quotation')).json().total).toBe(2);
    expect((await other.c.get('/api/documents?kind=quotation')).json().total).toBe(0);
  });
});

describe('GET /api/documents/export.csv', () => {
  it("writes every match in the list's order, named columns, formula-safe, as a download", async () => {
    const founder = await founderOfNewCompany('Export Founder');
    await ok(
      await founder.c.patch('/api/settings/company', {
        gstRegistered: true,
        gstNumber: 'M2-1234567-8',
      }),
    );
    const plainId = await customerOf(founder, 'Plain Trading');
    const formulaId = await customerOf(founder, '=HYPERLINK("http://x.sg","Pay")');
    // More than the list's default page: the export is every match, not one page.
    for (let i = 1; i <= 52; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      await draft(founder, {
        kind: 'invoice',
        contactId: plainId,
        issueDate: `2026-0${(i % 9) + 1}-${day}`,
        reference: `R-${i}`,
        lines: [line('1')],
      });
    }
    const formula = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId: formulaId,
          issueDate: '2026-10-01',
          reference: '+65 6222 3333',
          lines: [line('100')],
        })
      ).id,
    );
    await ok(
      await founder.c.post(`/api/documents/${formula.id}/payments`, { amount: '9.00' }),
      201,
    );
    await draft(founder, { kind: 'quotation', contactId: plainId, lines: [line('3')] });

    const res = await founder.c.get('/api/documents/export.csv?kind=invoice');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${todayInSingapore()}.csv"`,
    );
    const { headers, records } = parseCsv(res.body);
    expect(headers).toEqual([...DOCUMENT_CSV_COLUMNS]);
    expect(records).toHaveLength(53);
    const listed = (await founder.c.get('/api/documents?kind=invoice&pageSize=200')).json().items;
    expect(records.map((row) => row.Reference)).toEqual(
      listed.map((item: { reference: string }) =>
        item.reference.startsWith('+') ? `'${item.reference}` : item.reference,
      ),
    );
    expect(records.find((row) => row.Reference === "'+65 6222 3333")).toEqual({
      Number: 'INV-000001',
      Kind: 'Invoice',
      Status: 'Partially paid',
      Contact: `'=HYPERLINK("http://x.sg","Pay")`,
      'Issue date': '2026-10-01',
      'Due date': formula.dueDate,
      Currency: 'SGD',
      Subtotal: '100.00',
      Discount: '0.00',
      Net: '100.00',
      GST: '9.00',
      Total: '109.00',
      Paid: '9.00',
      Credited: '0.00',
      Balance: '100.00',
      Reference: "'+65 6222 3333",
    });
    // A draft has no snapshot yet: its contact is named from the contact book.
    expect(records.find((row) => row.Reference === 'R-1')).toMatchObject({
      Number: '',
      Status: 'Draft',
      Contact: 'Plain Trading',
      'Due date': '',
    });

    const sorted = await founder.c.get('/api/documents/export.csv?kind=invoice&sort=issueDate');
    const ascending = parseCsv(sorted.body).records.map((row) => row['Issue date']);
    expect(ascending).toEqual([...ascending].sort());
    const issuedOnly = parseCsv(
      (await founder.c.get('/api/documents/export.csv?kind=invoice&status=partially_paid')).body,
    ).records;
    expect(issuedOnly.map((row) => row.Number)).toEqual(['INV-000001']);
    const quotations = await founder.c.get('/api/documents/export.csv?kind=quotation');
    expect(quotations.headers['content-disposition']).toContain('quotations-');
    expect(parseCsv(quotations.body).records.map((row) => row.Kind)).toEqual(['Quotation']);
    const delivery = await founder.c.get('/api/documents/export.csv?kind=delivery');
    expect(delivery.headers['content-disposition']).toContain(
      `delivery-orders-${todayInSingapore()}.csv`,
    );
    expect(parseCsv(delivery.body).records).toEqual([]);
  });

  it('is read with the right to the list, and holds only the company’s own documents', async () => {
    const founder = await founderOfNewCompany('Export Rights');
    const customerId = await customerOf(founder, 'Export Rights Customer');
    await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('1')] });
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Export Seller');
    expect((await seller.c.get('/api/documents/export.csv?kind=invoice')).statusCode).toBe(403);
    expect((await seller.c.get('/api/documents/export.csv?kind=quotation')).statusCode).toBe(200);
    const other = await founderOfNewCompany('Export Other');
    const theirs = await other.c.get('/api/documents/export.csv?kind=invoice');
    expect(theirs.statusCode).toBe(200);
    expect(parseCsv(theirs.body).records).toEqual([]);
    expect((await founder.c.get('/api/documents/export.csv')).statusCode).toBe(400);
    const stranger = httpClient(t.app, t.config.appUrl);
    expect((await stranger.get('/api/documents/export.csv?kind=invoice')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/letterhead', () => {
  it("gives the company's identity and logo to whoever may read its documents", async () => {
    const founder = await founderOfNewCompany('Letterhead Founder');
    const settings = await ok(
      await founder.c.patch('/api/settings/company', {
        uen: '201912345K',
        addressLine1: '10 Anson Road',
        addressLine2: '#12-01 International Plaza',
        postalCode: '079903',
        gstRegistered: true,
        gstNumber: 'M2-1234567-8',
      }),
    );
    await ok(
      await founder.c.put('/api/settings/company/logo', PNG, { 'content-type': 'image/png' }),
    );
    // Reading one department's documents is enough; the company settings stay closed.
    const reader = await addMember(t, founder, { ...NONE, operation: 'read' }, 'Letterhead Reader');
    expect((await reader.c.get('/api/settings/company')).statusCode).toBe(403);
    const letterhead = await ok(await reader.c.get('/api/documents/letterhead'));
    expect(documentLetterheadSchema.parse(letterhead)).toEqual(letterhead);
    expect(letterhead).toEqual({
      legalName: 'Letterhead Founder Pte. Ltd.',
      uen: '201912345K',
      addressLines: ['10 Anson Road', '#12-01 International Plaza', 'Singapore 079903'],
      gstNumber: settings.gstNumber,
      gstRegisteredOn: null,
      logoUrl: expect.stringMatching(/^\/api\/documents\/letterhead\/logo\?v=\d+$/),
    });
    const logo = await reader.c.get(letterhead.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // Kept redrawn as a PNG (at most the size a PDF prints it): the same picture, not the same bytes.
    expect(imageSize(logo.rawPayload)).toMatchObject({ type: 'png', ...sizeOf(PNG) });
  });

  it('says null for the GST number of a company not registered, and for no logo', async () => {
    const founder = await founderOfNewCompany('Letterhead Plain');
    const { uen } = await ok(await founder.c.get('/api/settings/company'));
    expect(await ok(await founder.c.get('/api/documents/letterhead'))).toEqual({
      legalName: 'Letterhead Plain Pte. Ltd.',
      uen,
      addressLines: [],
      gstNumber: null,
      gstRegisteredOn: null,
      logoUrl: null,
    });
    expect((await founder.c.get('/api/documents/letterhead/logo')).statusCode).toBe(404);
  });

  it("is refused without a document department's read, and gives each company its own", async () => {
    const founder = await founderOfNewCompany('Letterhead Rights');
    const outsider = await addMember(
      t,
      founder,
      { ...NONE, company: 'write', marketing: 'write' },
      'Letterhead Outsider',
    );
    const refused = await outsider.c.get('/api/documents/letterhead');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This needs read access to sales, finance or operation in this company.',
    );
    expect((await outsider.c.get('/api/documents/letterhead/logo')).statusCode).toBe(403);
    const other = await founderOfNewCompany('Letterhead Other');
    expect((await ok(await other.c.get('/api/documents/letterhead'))).legalName).toBe(
      'Letterhead Other Pte. Ltd.',
    );
    const stranger = httpClient(t.app, t.config.appUrl);
    expect((await stranger.get('/api/documents/letterhead')).statusCode).toBe(401);
  });
});

describe("a product's documents (GET /api/documents?productId=)", () => {
  async function productOf(user: TestUser, code: string): Promise<string> {
    const res = await user.c.post('/api/products', {
      code,
      name: `Item ${code}`,
      sellingPrice: '5',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  it('lists, sums and exports only the documents with a line of it, in this company only', async () => {
    const founder = await founderOfNewCompany('Product Filter');
    const customerId = await customerOf(founder, 'Product Filter Customer');
    const hinge = await productOf(founder, 'PF-HINGE');
    const bolt = await productOf(founder, 'PF-BOLT');
    const withHinge = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      lines: [line('10', '1', { productId: bolt }), line('20', '2', { productId: hinge })],
    });
    const issuedWithHinge = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId: customerId,
          lines: [line('7', '1', { productId: hinge })],
        })
      ).id,
    );
    await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      lines: [line('3', '1', { productId: bolt })],
    });
    await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('4')] });
    const quotation = await draft(founder, {
      kind: 'quotation',
      contactId: customerId,
      lines: [line('9', '1', { productId: hinge })],
    });

    // Another company whose product has the very same id, on an invoice of its own.
    const other = await founderOfNewCompany('Product Filter Other');
    const otherCustomer = await customerOf(other, 'Product Filter Other Customer');
    const otherProduct = await productOf(other, 'PF-OTHER');
    const otherTenant = (await ok(await other.c.get('/api/settings/company'))).tenantId;
    await t.database.db
      .update(products)
      .set({ id: hinge })
      .where(and(eq(products.tenantId, otherTenant), eq(products.id, otherProduct)));
    const theirs = await draft(other, {
      kind: 'invoice',
      contactId: otherCustomer,
      lines: [line('100', '1', { productId: hinge })],
    });

    const ids = async (user: TestUser, query: string) =>
      (await ok(await user.c.get(`/api/documents?${query}&sort=total`))).items.map(
        (d: { id: string }) => d.id,
      );
    expect(await ids(founder, `kind=invoice&productId=${hinge}`)).toEqual([
      issuedWithHinge.id,
      withHinge.id,
    ]);
    expect(await ids(founder, `kind=quotation&productId=${hinge}`)).toEqual([quotation.id]);
    expect(await ids(founder, `kind=invoice&productId=${hinge}&status=issued`)).toEqual([
      issuedWithHinge.id,
    ]);
    expect(await ids(other, `kind=invoice&productId=${hinge}`)).toEqual([theirs.id]);
    expect(await ids(founder, 'kind=invoice&productId=P-none')).toEqual([]);

    const sums = await ok(
      await founder.c.get(`/api/documents/summary?kind=invoice&productId=${hinge}`),
    );
    expect(sums).toEqual({
      count: 2,
      total: formatMoney(addMoney(issuedWithHinge.total, withHinge.total)),
      balance: issuedWithHinge.total,
    });
    const csv = await founder.c.get(
      `/api/documents/export.csv?kind=invoice&productId=${hinge}&sort=total`,
    );
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body).records.map((r) => r.Total)).toEqual([
      issuedWithHinge.total,
      withHinge.total,
    ]);
  });
});

function sizeOf(bytes: Buffer) {
  const { width, height } = imageSize(bytes);
  return { width, height };
}
