import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/csv.ts';
import { customer, draft, issue, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/documents.md "Amounts" and "Money events": GST follows the time of the supply and the
// company's registration; credits are credits. Worked examples through the API, each figure
// computed by hand in the comment beside it, and read back from the PDF where it prints.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

async function newCompany(name: string, settings: object = {}): Promise<TestUser> {
  const founder = await signUpUser(t, { name });
  await createCompany(founder, `${name} Pte. Ltd.`);
  if (Object.keys(settings).length > 0) {
    const res = await founder.c.patch('/api/settings/company', settings);
    expect(res.statusCode, res.body).toBe(200);
  }
  return founder;
}
const GST_REGISTERED = { gstRegistered: true, gstNumber: 'M2-1234567-8' };

async function pdfOf(user: TestUser, id: string): Promise<string> {
  const res = await user.c.get(`/api/documents/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return pdfText(res.rawPayload);
}

/** An issued document of the kind and lines, dated `issueDate`. */
async function issued(user: TestUser, body: object) {
  return issue(user, (await draft(user, body)).id);
}

/** A credit note draft converted from the invoice, changed by `patch` (if any), then issued. */
async function creditOf(user: TestUser, invoiceId: string, patch: object = {}) {
  const converted = await user.c.post(`/api/documents/${invoiceId}/convert`, { kind: 'credit' });
  expect(converted.statusCode, converted.body).toBe(201);
  if (Object.keys(patch).length > 0) {
    const changed = await user.c.patch(`/api/documents/${converted.json().id}`, patch);
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return user.c.post(`/api/documents/${converted.json().id}/issue`);
}

const taxOf = (document: { lines: { taxRate: string; tax: string }[] }) =>
  document.lines.map((l) => [l.taxRate, l.tax]);

describe('a credit note takes the GST rate of the invoice it adjusts', () => {
  it('credits a 2023 invoice at 8% in full when issued in 2026', async () => {
    const founder = await newCompany('Rate Change', GST_REGISTERED);
    const contactId = await customer(founder, 'Old Buyer');
    // 2023: 100.00 + 8% = 108.00.
    const invoice = await issued(founder, {
      kind: 'invoice',
      contactId,
      issueDate: '2023-06-15',
      lines: [line('100.00')],
    });
    expect(invoice).toMatchObject({ tax: '8.00', total: '108.00', payable: '108.00' });

    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    // The draft already computes at the invoice's rate, and says whose date it follows.
    expect(converted.json()).toMatchObject({
      tax: '8.00',
      total: '108.00',
      adjusts: { issueDate: '2023-06-15', total: '108.00', payable: '108.00' },
    });
    const dated = await founder.c.patch(`/api/documents/${converted.json().id}`, {
      issueDate: '2026-03-09',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const credit = await issue(founder, converted.json().id);
    // Issued in 2026, still 8% of 100.00 = 8.00: 108.00 credits the whole invoice.
    expect(credit).toMatchObject({
      issueDate: '2026-03-09',
      tax: '8.00',
      total: '108.00',
      payable: '108.00',
    });
    expect(taxOf(credit)).toEqual([['8', '8.00']]);
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'paid',
      settled: '108.00',
      paid: '0.00',
      credited: '108.00',
      balance: '0.00',
    });
    const text = await pdfOf(founder, credit.id);
    expect(text).toContain('GST 8% on S$100.00 S$8.00');
    expect(text).toContain('Total credit S$108.00');
    expect(text).toContain('dated 15 Jun 2023');
  });

  it('takes the rate of its own date without an invoice', async () => {
    const founder = await newCompany('Rate Own', GST_REGISTERED);
    const contactId = await customer(founder, 'Any Buyer');
    // 2026: 100.00 + 9% = 109.00.
    const credit = await issued(founder, {
      kind: 'credit',
      contactId,
      issueDate: '2026-03-09',
      lines: [line('100.00')],
    });
    expect(credit).toMatchObject({ tax: '9.00', total: '109.00', adjusts: null });
    expect(taxOf(credit)).toEqual([['9', '9.00']]);
  });
});

describe('the date the GST registration took effect', () => {
  it('charges no GST before it, and makes no tax invoice; on and after it, both', async () => {
    const founder = await newCompany('Late Register', {
      ...GST_REGISTERED,
      gstRegisteredOn: '2025-01-01',
    });
    const contactId = await customer(founder, 'Early Buyer');
    const letterhead = await founder.c.get('/api/documents/letterhead');
    expect(letterhead.json()).toMatchObject({ gstRegisteredOn: '2025-01-01' });

    // 2024-06-01, before registration: 100.00 and no GST at all.
    const before = await issued(founder, {
      kind: 'invoice',
      contactId,
      issueDate: '2024-06-01',
      lines: [line('100.00')],
    });
    expect(before).toMatchObject({ taxable: '100.00', tax: '0.00', total: '100.00' });
    expect(taxOf(before)).toEqual([['0', '0.00']]);
    const beforeText = await pdfOf(founder, before.id);
    expect(beforeText).toMatch(/^Invoice$/m);
    expect(beforeText).not.toContain('Tax Invoice');
    expect(beforeText).not.toMatch(/GST/);
    expect(beforeText).toContain('Total S$100.00');

    // 2025-01-01, the day it took effect: 100.00 + 9% = 109.00, a tax invoice.
    const onTheDay = await issued(founder, {
      kind: 'invoice',
      contactId,
      issueDate: '2025-01-01',
      lines: [line('100.00')],
    });
    expect(onTheDay).toMatchObject({ tax: '9.00', total: '109.00' });
    const onText = await pdfOf(founder, onTheDay.id);
    expect(onText).toContain('Tax Invoice');
    expect(onText).toContain('GST 9% on S$100.00 S$9.00');
    expect(onText).toContain('Total incl. GST S$109.00');

    // A credit note of the 2024 invoice, issued after registration, charges none either.
    const credit = await creditOf(founder, before.id);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ tax: '0.00', total: '100.00' });
  });

  it('claims no input tax on an expense before it; one on the day claims it', async () => {
    const founder = await newCompany('Late Claim', {
      ...GST_REGISTERED,
      gstRegisteredOn: '2025-01-01',
    });
    const expense = (issueDate: string) =>
      issued(founder, {
        kind: 'expense',
        issueDate,
        expenseCategory: 'banking',
        lines: [line('50.00')],
      });
    // 2024-12-31: 50.00, no input tax.
    expect(await expense('2024-12-31')).toMatchObject({ tax: '0.00', total: '50.00' });
    // 2025-01-01: 50.00 x 9% = 4.50, total 54.50.
    expect(await expense('2025-01-01')).toMatchObject({ tax: '4.50', total: '54.50' });
  });
});

describe('credits are credits', () => {
  it('credits a cash-rounded invoice in full: what was payable', async () => {
    const founder = await newCompany('Round Credit', { cashRounding: true });
    const contactId = await customer(founder, 'Cash Buyer');
    // 10.92 to 5 cents is 10.90: rounding -0.02.
    const invoice = await issued(founder, {
      kind: 'invoice',
      contactId,
      lines: [line('10.92')],
    });
    expect(invoice).toMatchObject({ total: '10.92', rounding: '-0.02', payable: '10.90' });
    // The same lines: 10.92, the whole invoice, so it credits the 10.90 that was payable.
    const credit = await creditOf(founder, invoice.id);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ total: '10.92', rounding: '-0.02', payable: '10.90' });
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'paid',
      settled: '10.90',
      paid: '0.00',
      credited: '10.90',
      balance: '0.00',
    });
    const text = await pdfOf(founder, credit.json().id);
    expect(text).toContain('Total credit S$10.92');
    expect(text).toContain('Total payable S$10.90');
  });

  it('credits part of a cash-rounded invoice to the cent, unrounded', async () => {
    const founder = await newCompany('Round Part', { cashRounding: true });
    const contactId = await customer(founder, 'Part Buyer');
    const invoice = await issued(founder, {
      kind: 'invoice',
      contactId,
      lines: [line('10.92')],
    });
    // 5.01 credited: 10.90 - 5.01 = 5.89 left.
    const credit = await creditOf(founder, invoice.id, { lines: [line('5.01')] });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ total: '5.01', rounding: '0.00', payable: '5.01' });
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'partially_paid',
      balance: '5.89',
    });
  });

  it('shows payments and credits apart, on the invoice and its PDF', async () => {
    const founder = await newCompany('Apart', GST_REGISTERED);
    const contactId = await customer(founder, 'Apart Buyer');
    const dated = { contactId, issueDate: '2026-03-02' };
    // 250.00 + 9% (22.50) = 272.50.
    const invoice = await issued(founder, { kind: 'invoice', ...dated, lines: [line('250.00')] });
    expect(invoice.payable).toBe('272.50');
    // A credit of 125.00 + 9% (11.25) = 136.25, and nothing else: no payment at all.
    const credit = await creditOf(founder, invoice.id, { lines: [line('125.00')] });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ number: 'CN-000001', payable: '136.25' });
    // 272.50 - 136.25 = 136.25 owed; partly settled, by a credit.
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'partially_paid',
      settled: '136.25',
      paid: '0.00',
      credited: '136.25',
      balance: '136.25',
    });
    const creditedOnly = await pdfOf(founder, invoice.id);
    expect(creditedOnly).not.toContain('Amount paid');
    expect(creditedOnly).toContain('Credited S$136.25');
    expect(creditedOnly).toContain('Balance due S$136.25');

    // Then a payment of 100.00: 136.25 - 100.00 = 36.25 owed.
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '100.00',
      date: '2026-03-10',
      paymentMethod: 'bankTransfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'partially_paid',
      settled: '236.25',
      paid: '100.00',
      credited: '136.25',
      balance: '36.25',
    });
    const both = await pdfOf(founder, invoice.id);
    expect(both).toContain('Amount paid S$100.00');
    expect(both).toContain('Credited S$136.25');
    expect(both).toContain('Balance due S$36.25');
    // The CSV export keeps them apart too: 100.00 paid, 136.25 credited, 36.25 owed.
    const csv = await founder.c.get('/api/documents/export.csv?kind=invoice');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(parseCsv(csv.body).records).toEqual([
      expect.objectContaining({
        Number: 'INV-000001',
        Total: '272.50',
        Paid: '100.00',
        Credited: '136.25',
        Balance: '36.25',
      }),
    ]);
  });

  it("does not copy the invoice's terms (nor its notes) into a credit note", async () => {
    const founder = await newCompany('No Terms');
    const contactId = await customer(founder, 'Terms Buyer');
    const invoice = await issued(founder, {
      kind: 'invoice',
      contactId,
      notes: 'Deliver to the back door.',
      terms: 'Payment within 30 days by PayNow.',
      lines: [line('40.00')],
    });
    expect(invoice.terms).toBe('Payment within 30 days by PayNow.');
    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json()).toMatchObject({ kind: 'credit', notes: '', terms: '', dueDate: null });
  });

  it('prints a receipt as money received: how, for which documents, and no GST', async () => {
    const founder = await newCompany('Receipt Print', GST_REGISTERED);
    const contactId = await customer(founder, 'Paying Buyer');
    // 40.00 + 9% = 43.60.
    const invoice = await issued(founder, {
      kind: 'invoice',
      contactId,
      issueDate: '2026-03-02',
      lines: [line('40.00')],
    });
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '43.60',
      date: '2026-03-05',
      paymentMethod: 'bankTransfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const text = await pdfOf(founder, paid.json().id);
    expect(text).toContain('Receipt');
    expect(text).toContain('Payment method Bank Transfer');
    expect(text).toContain(`Payment for ${invoice.number}: S$43.60`);
    expect(text).toContain('Amount received S$43.60');
    expect(text).toContain('# Description Qty Unit price Amount (SGD)');
    expect(text).not.toMatch(/Out-of-scope|GST \d|Excl\. GST|Total incl\. GST| OS /);
  });
});
