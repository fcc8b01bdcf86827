import { readdirSync } from 'node:fs';
import { todayInSingapore } from '@kira/core/dates';
import { documentListSchema, documentSummarySchema } from '@kira/core/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { httpClient } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let founder: TestUser;
let customerId: string;
let productId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Doc Founder' });
  await createCompany(founder, 'Docs Pte. Ltd.');
  const gst = await founder.c.patch('/api/settings/company', {
    gstRegistered: true,
    gstNumber: 'M2-1234567-8',
  });
  expect(gst.statusCode, gst.body).toBe(200);
  const customer = await founder.c.post('/api/contacts', {
    role: 'customer',
    name: 'Tan Trading Pte. Ltd.',
    uen: '201227749M',
    emails: ['ap@tantrading.sg'],
    paymentTermsDays: 14,
    billingAddress: { line1: '21 Tampines Street 92', postalCode: '528891' },
  });
  customerId = customer.json().id;
  productId = (
    await founder.c.post('/api/products', { code: 'HW-1', name: 'Hinge', sellingPrice: '1.28' })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

const line = (unitPrice: string, quantity = '1', extra: object = {}) => ({
  description: 'Stainless hinge',
  quantity,
  unitPrice,
  taxCode: 'SR',
  ...extra,
});

async function draft(user: TestUser, body: object) {
  const res = await user.c.post('/api/documents', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/**
 * Runs `work` while the founder's company (shared by this file's tests) rounds GST as asked,
 * and puts its rounding back even when `work` fails.
 */
async function withGstRounding<T>(gstRounding: 'line' | 'subtotal', work: () => Promise<T>) {
  const set = async (value: string) => {
    const res = await founder.c.patch('/api/settings/company', { gstRounding: value });
    expect(res.statusCode, res.body).toBe(200);
  };
  const before: string = (await founder.c.get('/api/settings/company')).json().gstRounding;
  await set(gstRounding);
  try {
    return await work();
  } finally {
    await set(before);
  }
}
async function issue(user: TestUser, id: string) {
  const res = await user.c.post(`/api/documents/${id}/issue`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('drafts and issue', () => {
  it('keeps a draft without a number, computes its amounts, and numbers it at issue with a snapshot', async () => {
    const quote = await draft(founder, {
      kind: 'quotation',
      contactId: customerId,
      issueDate: '2026-11-02',
      validUntil: '2026-12-02',
      lines: [line('1.28', '1', { productId }), line('1.28'), line('1.28')],
    });
    expect(quote).toMatchObject({
      status: 'draft',
      number: null,
      subtotal: '3.84',
      tax: '0.36',
      total: '4.20',
    });
    expect(quote.id).toMatch(/^Q/);
    expect(quote.lines.map((l: { taxRate: string; tax: string }) => [l.taxRate, l.tax])).toEqual([
      ['9', '0.12'],
      ['9', '0.12'],
      ['9', '0.12'],
    ]);
    const issued = await issue(founder, quote.id);
    expect(issued).toMatchObject({ status: 'issued', number: 'QUO-000001' });
    expect(issued.contactSnapshot).toMatchObject({
      name: 'Tan Trading Pte. Ltd.',
      uen: '201227749M',
      email: 'ap@tantrading.sg',
    });
    expect(issued.contactSnapshot.address).toEqual(['21 Tampines Street 92', 'Singapore 528891']);
    const again = await founder.c.post(`/api/documents/${quote.id}/issue`);
    expect(again.statusCode).toBe(409);
    const edit = await founder.c.patch(`/api/documents/${quote.id}`, { notes: 'changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toContain('void it, or correct it with a credit note');
    expect((await founder.c.delete(`/api/documents/${quote.id}`)).statusCode).toBe(409);
  });

  it('uses the GST rate in force on the issue date, and rounds on the subtotal when the company does', async () => {
    const in2023 = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      issueDate: '2023-06-01',
      lines: [line('100')],
    });
    expect(in2023).toMatchObject({ tax: '8.00', total: '108.00' });
    const in2022 = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      issueDate: '2022-06-01',
      lines: [line('100')],
    });
    expect(in2022.tax).toBe('7.00');
    const subtotal = await withGstRounding('subtotal', () =>
      draft(founder, {
        kind: 'invoice',
        contactId: customerId,
        lines: [line('1.28'), line('1.28'), line('1.28')],
      }),
    );
    expect(subtotal.tax).toBe('0.35');
    for (const d of [in2023, in2022, subtotal])
      expect((await founder.c.delete(`/api/documents/${d.id}`)).statusCode).toBe(204);
  });

  it('computes a draft again at issue when the GST settings changed since it was saved', async () => {
    const saved = await withGstRounding('subtotal', () =>
      draft(founder, {
        kind: 'invoice',
        contactId: customerId,
        lines: [line('1.28'), line('1.28'), line('1.28')],
      }),
    );
    expect(saved).toMatchObject({ tax: '0.35', gstRounding: 'subtotal' });
    expect((await founder.c.get(`/api/documents/${saved.id}`)).json()).toEqual(saved);
    const res = await founder.c.post(`/api/documents/${saved.id}/issue`);
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json();
    expect(issued).toMatchObject({ status: 'issued', tax: '0.36', gstRounding: 'line' });
    expect(issued.lines.map((l: { tax: string }) => l.tax)).toEqual(['0.12', '0.12', '0.12']);
    expect((await founder.c.get(`/api/documents/${saved.id}`)).json()).toEqual(issued);
  });

  it("numbers by the company's series, a number wider than the padding kept whole, and records it", async () => {
    const series = await founder.c.patch('/api/settings/numbering/delivery', {
      prefix: 'DO/26/',
      padding: 2,
      nextNumber: 123,
    });
    expect(series.statusCode, series.body).toBe(200);
    const body = {
      kind: 'delivery',
      contactId: customerId,
      reference: 'PO 7781',
      lines: [line('12.50', '2', { description: 'Galvanised Bracket' })],
    };
    const order = await draft(founder, body);
    const issued = await issue(founder, order.id);
    expect(issued).toMatchObject({ status: 'issued', number: 'DO/26/123' });
    expect((await founder.c.get(`/api/documents/${order.id}`)).json()).toEqual(issued);
    const next = await issue(founder, (await draft(founder, body)).id);
    expect(next.number).toBe('DO/26/124');
    for (const q of ['do/26/123', 'galvanised bracket', 'po 7781']) {
      const found = (await founder.c.get(`/api/documents?kind=delivery&q=${q}`)).json();
      expect(found.items.map((d: { id: string }) => d.id)).toContain(order.id);
    }
    const audit = (await founder.c.get('/api/audit?entity=document&action=issue&limit=2')).json();
    expect(audit.items[1]).toMatchObject({
      entityId: order.id,
      before: { status: 'draft', number: null },
      after: { status: 'issued', number: 'DO/26/123' },
    });
  });

  it('answers a new draft as a read of it shows it, whatever the form of its decimals', async () => {
    const created = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      currency: 'usd',
      exchangeRate: '01.350',
      documentDiscount: { kind: 'amount', value: '5' },
      lines: [
        line('.5', '002.50', { discount: { kind: 'percent', value: '10.0' } }),
        line('1999.9990', '1', { productId, unit: 'pc' }),
      ],
    });
    expect(created).toMatchObject({ currency: 'USD', exchangeRate: '1.35', status: 'draft' });
    expect(created.lines[0]).toMatchObject({ quantity: '2.5', unitPrice: '0.5' });
    expect((await founder.c.get(`/api/documents/${created.id}`)).json()).toEqual(created);
    const audit = (await founder.c.get('/api/audit?entity=document&action=create&limit=1')).json();
    expect(audit.items[0]).toMatchObject({
      entityId: created.id,
      after: { total: created.total, exchangeRate: '1.35' },
    });
    expect((await founder.c.delete(`/api/documents/${created.id}`)).statusCode).toBe(204);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const body of [
      { kind: 'letter' },
      { kind: 'invoice', lines: [line('-1')] },
      { kind: 'invoice', lines: [line('1', '0')] },
      { kind: 'invoice', lines: [{ ...line('1'), taxCode: 'GST' }] },
      { kind: 'invoice', issueDate: '2026-02-30' },
      { kind: 'invoice', currency: 'SGD', exchangeRate: '1.35' },
      { kind: 'invoice', contactId: 'K-nobody' },
      { kind: 'invoice', lines: [{ ...line('1'), discount: { kind: 'percent', value: '120' } }] },
    ]) {
      const res = await founder.c.post('/api/documents', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nobody = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: 'K-nobody',
      lines: [line('1')],
    });
    expect(nobody.json().error).toMatchObject({
      message: 'No contact K-nobody in this company',
      details: [{ field: 'body.contactId', message: 'No such contact' }],
    });
    const empty = await draft(founder, { kind: 'invoice', contactId: customerId });
    const refused = await founder.c.post(`/api/documents/${empty.id}/issue`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Add at least one line before issuing.');
    expect((await founder.c.get(`/api/documents/${empty.id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
  });
});

describe('records that documents refer to', () => {
  it('cannot be deleted: the contact and product of a document answer 409, and archiving still works', async () => {
    const contact = (
      await founder.c.post('/api/contacts', { role: 'customer', name: 'Referred Co' })
    ).json();
    const product = (
      await founder.c.post('/api/products', { code: 'REF-1', name: 'Referred', sellingPrice: '2' })
    ).json();
    await draft(founder, {
      kind: 'quotation',
      contactId: contact.id,
      lines: [line('2', '1', { productId: product.id })],
    });
    const contactDelete = await founder.c.delete(`/api/contacts/${contact.id}`);
    expect(contactDelete.statusCode).toBe(409);
    expect(contactDelete.json().error.message).toBe(
      'Documents refer to this contact, so it cannot be deleted: archive it instead.',
    );
    const productDelete = await founder.c.delete(`/api/products/${product.id}`);
    expect(productDelete.statusCode).toBe(409);
    expect((await founder.c.get(`/api/contacts/${contact.id}`)).statusCode).toBe(200);
    expect((await founder.c.post(`/api/contacts/${contact.id}/archive`)).json().archived).toBe(
      true,
    );
  });
});

describe('transitions', () => {
  it('moves each kind through its own statuses and refuses the others with 409, changing nothing', async () => {
    for (const [kind, action, status] of [
      ['quotation', 'accept', 'accepted'],
      ['quotation', 'decline', 'declined'],
      ['service', 'complete', 'completed'],
      ['delivery', 'deliver', 'delivered'],
      ['purchase', 'receive', 'received'],
    ] as const) {
      const made = await draft(founder, { kind, contactId: customerId, lines: [line('10')] });
      const early = await founder.c.post(`/api/documents/${made.id}/${action}`);
      expect(early.statusCode, `${kind} draft ${action}`).toBe(409);
      await issue(founder, made.id);
      const done = await founder.c.post(`/api/documents/${made.id}/${action}`);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe(status);
      const twice = await founder.c.post(`/api/documents/${made.id}/${action}`);
      expect(twice.statusCode).toBe(409);
      const wrong = await founder.c.post(
        `/api/documents/${made.id}/${kind === 'delivery' ? 'receive' : 'deliver'}`,
      );
      expect(wrong.statusCode).toBe(409);
      expect((await founder.c.get(`/api/documents/${made.id}`)).json().status).toBe(status);
    }
    const invoice = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('1')] })).id,
    );
    const refused = await founder.c.post(`/api/documents/${invoice.id}/accept`);
    expect(refused.json().error.message).toBe('An invoice cannot be marked accepted.');
    // No such action: the path names nothing.
    expect((await founder.c.post(`/api/documents/${invoice.id}/shred`)).statusCode).toBe(404);
  });
});

describe('conversion, payments, credit notes and void', () => {
  it('converts a quotation into an invoice that links back, due by the contact’s terms', async () => {
    const quote = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'quotation',
          contactId: customerId,
          lines: [line('100', '2')],
        })
      ).id,
    );
    const accepted = await founder.c.post(`/api/documents/${quote.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const converted = await founder.c.post(`/api/documents/${quote.id}/convert`, {
      kind: 'invoice',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoiceDraft = converted.json();
    expect(invoiceDraft).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      sourceId: quote.id,
      total: '218.00',
    });
    expect(invoiceDraft.chain).toEqual([
      {
        id: quote.id,
        kind: 'quotation',
        number: quote.number,
        status: 'accepted',
        relation: 'source',
      },
    ]);
    const invoice = await issue(founder, invoiceDraft.id);
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.dueDate).toBe(addDays(invoice.issueDate, 14));
    const quoteNow = (await founder.c.get(`/api/documents/${quote.id}`)).json();
    expect(quoteNow.chain).toMatchObject([{ id: invoice.id, relation: 'converted' }]);
    const refused = await founder.c.post(`/api/documents/${quote.id}/convert`, {
      kind: 'purchase',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('records payments, moves the invoice to partially paid and paid, and a voided receipt gives the balance back', async () => {
    const invoice = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('100')] })).id,
    );
    const pay = (amount: string) =>
      founder.c.post(`/api/documents/${invoice.id}/payments`, {
        amount,
        paymentMethod: 'bankTransfer',
      });
    const first = await pay('50');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'receipt', status: 'issued', total: '50.00' });
    expect(first.json().number).toMatch(/^RCT-/);
    expect((await founder.c.get(`/api/documents/${invoice.id}`)).json()).toMatchObject({
      status: 'partially_paid',
      settled: '50.00',
      balance: '59.00',
    });
    const tooMuch = await pay('60');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toContain('more than the balance');
    await pay('59');
    const paid = (await founder.c.get(`/api/documents/${invoice.id}`)).json();
    expect(paid).toMatchObject({ status: 'paid', balance: '0.00' });
    expect(paid.chain.filter((c: { relation: string }) => c.relation === 'payment')).toHaveLength(
      2,
    );
    const voidInvoice = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'wrong',
    });
    expect(voidInvoice.statusCode).toBe(409);
    const voided = await founder.c.post(`/api/documents/${first.json().id}/void`, {
      reason: 'Cheque bounced',
    });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'Cheque bounced' });
    expect((await founder.c.get(`/api/documents/${invoice.id}`)).json()).toMatchObject({
      status: 'partially_paid',
      balance: '50.00',
    });
  });

  it('credits an invoice with a credit note that names it, and voids an unpaid invoice with a reason', async () => {
    const invoice = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId: customerId,
          lines: [line('100')],
          notes: 'Thank you for your business.',
        })
      ).id,
    );
    const credit = (
      await founder.c.post(`/api/documents/${invoice.id}/convert`, { kind: 'credit' })
    ).json();
    // Its notes are the reason for the credit (printed as such): not the invoice's notes.
    expect(credit.notes).toBe('');
    const smaller = await founder.c.patch(`/api/documents/${credit.id}`, {
      lines: [line('40')],
      notes: 'Two hinges returned, damaged in transit.',
    });
    expect(smaller.json().total).toBe('43.60');
    const issuedCredit = await issue(founder, credit.id);
    expect(issuedCredit.number).toMatch(/^CN-/);
    expect(issuedCredit.chain[0]).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      relation: 'source',
    });
    expect((await founder.c.get(`/api/documents/${invoice.id}`)).json()).toMatchObject({
      status: 'partially_paid',
      balance: '65.40',
    });

    const other = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('10')] })).id,
    );
    expect((await founder.c.post(`/api/documents/${other.id}/void`, {})).statusCode).toBe(400);
    const voided = await founder.c.post(`/api/documents/${other.id}/void`, { reason: 'Duplicate' });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'Duplicate' });
    expect(
      (await founder.c.post(`/api/documents/${other.id}/void`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  it('shows foreign-currency documents with their rate and SGD amounts', async () => {
    const usd = await draft(founder, {
      kind: 'invoice',
      contactId: customerId,
      currency: 'usd',
      exchangeRate: '1.3512',
      lines: [line('100')],
    });
    expect(usd).toMatchObject({
      currency: 'USD',
      exchangeRate: '1.3512',
      total: '109.00',
      // 100 x 1.3512 = 135.12; 9 x 1.3512 = 12.1608 -> 12.16; 135.12 + 12.16 = 147.28.
      sgd: { taxable: '135.12', tax: '12.16', total: '147.28' },
    });
  });
});

describe('expenses and attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  it('issues an expense with its category, payment method and input tax, with a receipt attached', async () => {
    const supplier = (
      await founder.c.post('/api/contacts', { role: 'supplier', name: 'Bedok Paper' })
    ).json();
    const expense = await draft(founder, {
      kind: 'expense',
      contactId: supplier.id,
      expenseCategory: 'packAndShip',
      paymentMethod: 'payNow',
      lines: [line('50')],
    });
    expect(expense).toMatchObject({
      expenseCategory: 'packAndShip',
      paymentMethod: 'payNow',
      tax: '4.50',
    });
    const attached = await founder.c.post(`/api/documents/${expense.id}/attachments`, PDF, {
      'content-type': 'application/pdf',
      'x-file-name': encodeURIComponent('receipt 12.pdf'),
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json()).toMatchObject({
      fileName: 'receipt 12.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const issued = await issue(founder, expense.id);
    expect(issued.number).toMatch(/^EXP-/);
    expect(issued.attachments).toHaveLength(1);
    const file = await founder.c.get(
      `/api/documents/${expense.id}/attachments/${attached.json().id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The app's own pages may frame it (a preview), no other site, and it runs nothing.
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(
      (await founder.c.delete(`/api/documents/${expense.id}/attachments/${attached.json().id}`))
        .statusCode,
    ).toBe(204);
    expect((await founder.c.get(`/api/documents/${expense.id}`)).json().attachments).toEqual([]);
  });

  it('deletes a draft with its files, and keeps them when the delete is refused', async () => {
    const files = () =>
      readdirSync(t.config.dataDir, { recursive: true })
        .map(String)
        .filter((f) => f.startsWith('attachments/') && f.split('/').length === 3);
    const expense = await draft(founder, { kind: 'expense', lines: [line('8')] });
    const before = files();
    const attached = await founder.c.post(`/api/documents/${expense.id}/attachments`, PDF, {
      'content-type': 'application/pdf',
      'x-file-name': 'taxi.pdf',
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const stored = files().filter((f) => !before.includes(f));
    expect(stored).toHaveLength(1);
    const reader = await addMember(t, founder, { ...NONE, finance: 'read' }, 'Ong Reader');
    expect((await reader.c.delete(`/api/documents/${expense.id}`)).statusCode).toBe(403);
    expect(files()).toEqual(expect.arrayContaining(stored));
    expect((await founder.c.delete(`/api/documents/${expense.id}`)).statusCode).toBe(204);
    expect(files()).not.toContain(stored[0]);
  });

  it('refuses an expense without a category at issue, a bad category, and files that are not what they say', async () => {
    expect(
      (await founder.c.post('/api/documents', { kind: 'expense', expenseCategory: 'snacks' }))
        .statusCode,
    ).toBe(400);
    const expense = await draft(founder, { kind: 'expense', lines: [line('5')] });
    const refused = await founder.c.post(`/api/documents/${expense.id}/issue`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Choose the expense category before issuing.');
    const fake = await founder.c.post(
      `/api/documents/${expense.id}/attachments`,
      Buffer.from('hello'),
      {
        'content-type': 'application/pdf',
      },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('The file is not a PDF file');
    const gif = await founder.c.post(
      `/api/documents/${expense.id}/attachments`,
      Buffer.from('GIF89a'),
      {
        'content-type': 'image/gif',
      },
    );
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await founder.c.post(`/api/documents/${expense.id}/attachments`, big, {
      'content-type': 'application/pdf',
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await founder.c.get(`/api/documents/${expense.id}`)).json().attachments).toEqual([]);
  });
});

describe('lists', () => {
  it('filters by status, contact, dates and overdue, sorts, and sums', async () => {
    const owner = await signUpUser(t, { name: 'Lister' });
    await createCompany(owner, 'Lister Docs Pte. Ltd.');
    const contact = (
      await owner.c.post('/api/contacts', { role: 'customer', name: 'Buyer' })
    ).json();
    const make = async (issueDate: string, price: string, dueDate: string | null = null) =>
      issue(
        owner,
        (
          await draft(owner, {
            kind: 'invoice',
            contactId: contact.id,
            issueDate,
            dueDate,
            lines: [line(price)],
          })
        ).id,
      );
    // Dates relative to today, read before the invoices are made. An invoice is overdue once its
    // due date is before the server's today, read when the list is asked for.
    const today = todayInSingapore();
    const due: Record<string, string> = {}; // total -> due date, in issue-date order
    for (const [issueDate, price, dueDate] of [
      [addDays(today, -60), '100', addDays(today, -45)],
      [addDays(today, -40), '200', null], // due by the company's 30-day terms
      [addDays(today, -10), '400', today], // due today: not overdue yet
      [addDays(today, 30), '300', addDays(today, 60)],
    ] as const) {
      const invoice = await make(issueDate, price, dueDate);
      due[invoice.total] = invoice.dueDate;
    }
    expect(due['200.00']).toBe(addDays(today, -10));
    await draft(owner, { kind: 'invoice', contactId: contact.id, lines: [line('5')] });
    const list = async (query: string) =>
      (await owner.c.get(`/api/documents?kind=invoice&${query}`)).json();
    const all = await list('sort=issueDate');
    expect(all.total).toBe(5);
    expect((await list('status=draft')).total).toBe(1);
    const window = `from=${addDays(today, -41)}&to=${addDays(today, -39)}`;
    expect((await list(window)).items.map((d: { total: string }) => d.total)).toEqual(['200.00']);
    const overdueOn = (day: string) =>
      Object.entries(due)
        .filter(([, dueDate]) => dueDate < day)
        .map(([total]) => [total, true]);
    // The server's today is the day before the list is asked for or the day after it answers:
    // the same day unless midnight in Singapore falls in between, and then either one.
    const asked = todayInSingapore();
    const overdue = await list('overdue=true&sort=issueDate');
    const answered = todayInSingapore();
    expect([overdueOn(asked), overdueOn(answered)]).toContainEqual(
      overdue.items.map((d: { total: string; overdue: boolean }) => [d.total, d.overdue]),
    );
    expect(overdueOn(today)).toEqual([
      ['100.00', true],
      ['200.00', true],
    ]);
    const rest = await list('overdue=false&sort=issueDate');
    expect(rest.total + overdue.total).toBe(all.total);
    expect(rest.items.map((d: { total: string }) => d.total)).toContain('300.00');
    const sums = await owner.c.get('/api/documents/summary?kind=invoice&status=issued');
    expect(sums.json()).toEqual({ count: 4, total: '1000.00', balance: '1000.00' });
    expect((await owner.c.get('/api/documents/summary?kind=invoice')).json().count).toBe(5);
    expect(all.totalCapped).toBe(false);
    expect((await list('sort=-total')).items[0].total).toBe('400.00');
    expect((await list(`contactId=${contact.id}&pageSize=2`)).items).toHaveLength(2);
    expect((await owner.c.get('/api/documents?kind=letter')).statusCode).toBe(400);
    expect((await owner.c.get('/api/documents')).statusCode).toBe(400);
  });
});

describe('list answers', () => {
  it('says of each document what the document itself says, in the shape the API declares', async () => {
    const owner = await signUpUser(t, { name: 'Summer' });
    await createCompany(owner, 'Summary Docs Pte. Ltd.');
    const contact = (
      await owner.c.post('/api/contacts', { role: 'customer', name: 'Buyer "Quoted" \\ Ltd' })
    ).json();
    const invoice = (lines: object[], extra: object = {}) =>
      draft(owner, { kind: 'invoice', contactId: contact.id, lines, ...extra });
    await invoice([line('5')]);
    const open = await issue(
      owner,
      (await invoice([line('120')], { dueDate: '2024-01-31', issueDate: '2024-01-01' })).id,
    );
    const part = await issue(owner, (await invoice([line('100')])).id);
    const paid = await issue(owner, (await invoice([line('10')])).id);
    const voided = await issue(owner, (await invoice([line('7')])).id);
    for (const [id, amount] of [
      [part.id, '40'],
      [paid.id, paid.total],
    ])
      expect(
        (await owner.c.post(`/api/documents/${id}/payments`, { amount, paymentMethod: 'cash' }))
          .statusCode,
      ).toBe(201);
    expect(
      (await owner.c.post(`/api/documents/${voided.id}/void`, { reason: 'Typo' })).statusCode,
    ).toBe(200);
    const quotation = await draft(owner, {
      kind: 'quotation',
      contactId: contact.id,
      issueDate: '2024-01-01',
      validUntil: '2024-01-15',
      reference: 'PO 12 — 二号',
      lines: [line('30')],
    });
    await issue(owner, quotation.id);
    const summaryKeys = Object.keys(documentSummarySchema.shape);
    for (const kind of ['invoice', 'quotation']) {
      const res = await owner.c.get(`/api/documents?kind=${kind}&sort=-issueDate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = res.json();
      // Nothing undeclared, nothing missing, every value of its declared type.
      expect(documentListSchema.parse(page)).toEqual(page);
      for (const item of page.items) {
        const single = (await owner.c.get(`/api/documents/${item.id}`)).json();
        const expected = Object.fromEntries(summaryKeys.map((key) => [key, single[key]]));
        // A draft has no snapshot yet: the list names its contact as it is now.
        if (single.status === 'draft') expected.contactName = contact.name;
        expect(item).toEqual(expected);
      }
    }
    const invoices = (await owner.c.get('/api/documents?kind=invoice')).json().items;
    const byId = new Map(invoices.map((d: { id: string }) => [d.id, d]));
    expect(byId.get(open.id)).toMatchObject({ overdue: true, balance: '120.00' });
    expect(byId.get(part.id)).toMatchObject({ status: 'partially_paid', balance: '60.00' });
    expect(byId.get(paid.id)).toMatchObject({ status: 'paid', balance: '0.00' });
    expect(byId.get(voided.id)).toMatchObject({ status: 'void', balance: '0.00' });
    const [quoted] = (await owner.c.get('/api/documents?kind=quotation')).json().items;
    expect(quoted).toMatchObject({ expired: true, contactName: 'Buyer "Quoted" \\ Ltd' });
  });
});

describe('document access', () => {
  it('answers 401 without a session, 404 in another company, 403 without the level, and refuses the demo', async () => {
    const invoice = await issue(
      founder,
      (await draft(founder, { kind: 'invoice', contactId: customerId, lines: [line('1')] })).id,
    );
    const stranger = httpClient(t.app, t.config.appUrl);
    expect((await stranger.get('/api/documents?kind=invoice')).statusCode).toBe(401);
    expect((await stranger.post('/api/documents', { kind: 'invoice' })).statusCode).toBe(401);

    const other = await signUpUser(t, { name: 'Other' });
    await createCompany(other, 'Other Docs Pte. Ltd.');
    for (const res of [
      await other.c.get(`/api/documents/${invoice.id}`),
      await other.c.post(`/api/documents/${invoice.id}/void`, { reason: 'x' }),
      await other.c.post(`/api/documents/${invoice.id}/payments`, { amount: '1' }),
      await other.c.post(`/api/documents/${invoice.id}/convert`, { kind: 'delivery' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await other.c.get('/api/documents?kind=invoice')).json().total).toBe(0);

    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Seller');
    expect((await seller.c.get('/api/documents?kind=quotation')).statusCode).toBe(200);
    expect((await seller.c.get('/api/documents?kind=invoice')).statusCode).toBe(403);
    expect((await seller.c.get(`/api/documents/${invoice.id}`)).statusCode).toBe(403);
    expect((await seller.c.post('/api/documents', { kind: 'invoice' })).statusCode).toBe(403);
    expect(
      (await seller.c.post(`/api/documents/${invoice.id}/void`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const quote = await draft(seller, {
      kind: 'quotation',
      contactId: customerId,
      lines: [line('1')],
    });
    await issue(seller, quote.id);
    const convert = await seller.c.post(`/api/documents/${quote.id}/convert`, { kind: 'invoice' });
    expect(convert.statusCode).toBe(403);
    expect(convert.json().error.message).toContain('write access to finance');
    expect((await founder.c.get(`/api/documents/${invoice.id}`)).json().status).toBe('issued');

    const visitor = await signUpUser(t, { name: 'Visitor' });
    expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
    expect((await visitor.c.get('/api/documents?kind=invoice')).statusCode).toBe(200);
    const demo = await visitor.c.post('/api/documents', { kind: 'invoice' });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().error.message).toContain('read-only showcase');
  });
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
