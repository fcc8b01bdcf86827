import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, customer, draft, issue, line, read } from './helpers/document-factories.ts';
import { signUpUser, type TestUser, uniqueUen } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/documents.md "Money events" and "Foreign currency": a receipt or credit note settles only
// invoices in its own currency, a payment of a foreign-currency invoice received in SGD keeps
// the SGD and its rate, and a foreign-currency tax invoice or credit note shows IRAS's three
// SGD figures. Each figure below is worked by hand in the comment beside it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

/** A company of its own (numbers start at 1), GST-registered or not (then a total is its line). */
async function newCompany(name: string, gstRegistered = false): Promise<TestUser> {
  const founder = await signUpUser(t, { name });
  const created = await founder.c.post('/api/companies', {
    legalName: `${name} Pte. Ltd.`,
    uen: uniqueUen(),
    ...(gstRegistered ? { gstRegistered: true, gstNumber: 'M90312345X' } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  return founder;
}

const usd = { currency: 'USD', exchangeRate: '1.35' };
const sgd = { currency: 'SGD', exchangeRate: '1' };

async function invoiceIn(founder: TestUser, contactId: string, price: string, currency: object) {
  const body = { kind: 'invoice', contactId, lines: [line(price)], ...currency };
  return issue(founder, (await draft(founder, body)).id);
}

const receiptBody = (contactId: string | null, amount: string, allocations: object[]) => ({
  kind: 'receipt',
  contactId,
  paymentMethod: 'bankTransfer',
  lines: [{ ...line(amount), taxCode: 'OS' }],
  allocations,
});

async function moneyOf(user: TestUser, id: string) {
  const { status, settled, balance } = await read(user, id);
  return { status, settled, balance };
}

async function pdfOf(user: TestUser, id: string) {
  const res = await user.c.get(`/api/documents/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return pdfText(res.rawPayload);
}

type Answer = Awaited<ReturnType<TestUser['c']['post']>>;

/** A 409 naming both currencies, with the currency as the field to change. */
function expectRefused(res: Answer, message: string) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().error).toMatchObject({ code: 'CONFLICT', message });
  expect(res.json().error.details).toEqual([{ field: 'currency', message }]);
}

describe('a receipt settles only invoices in its own currency', () => {
  it('refuses an S$54 receipt for a USD 100 invoice on create, patch and change of currency', async () => {
    const founder = await newCompany('Fx Receipt');
    const buyer = await customer(founder, 'Pacific Rim Trading');
    const invoice = await invoiceIn(founder, buyer, '100', usd); // USD 100.00
    const unpaid = { status: 'issued', settled: '0.00', balance: '100.00' };
    const inSgd = `Invoice ${invoice.number} is in USD: a receipt in SGD cannot settle it.`;

    // Created: an SGD receipt (the default currency) allocated S$54 to it.
    const created = await founder.c.post(
      '/api/documents',
      receiptBody(buyer, '54', [{ invoiceId: invoice.id, amount: '54' }]),
    );
    expectRefused(created, inSgd);
    expect(await countOf(founder, 'receipt')).toBe(0);

    // Patched: an SGD receipt draft given the allocation afterwards.
    const sgdReceipt = await draft(founder, receiptBody(buyer, '54', []));
    const patched = await founder.c.patch(`/api/documents/${sgdReceipt.id}`, {
      allocations: [{ invoiceId: invoice.id, amount: '54' }],
    });
    expectRefused(patched, inSgd);
    expect(await read(founder, sgdReceipt.id)).toEqual(sgdReceipt);

    // Its currency changed: a USD receipt allocated USD 100, then turned to SGD.
    const usdReceipt = await draft(founder, {
      ...receiptBody(buyer, '100', [{ invoiceId: invoice.id, amount: '100' }]),
      ...usd,
    });
    const turned = await founder.c.patch(`/api/documents/${usdReceipt.id}`, sgd);
    expectRefused(turned, inSgd);
    expect(await read(founder, usdReceipt.id)).toEqual(usdReceipt);
    expect(await moneyOf(founder, invoice.id)).toEqual(unpaid);

    // In its own currency it settles it: USD 100 of USD 100, paid.
    expect((await issue(founder, usdReceipt.id)).number).toBe('RCT-000001');
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });
  });

  it('refuses a US$100 receipt for an S$135 invoice at issue and on a change of contact, taking no number', async () => {
    const founder = await newCompany('Fx Issue');
    const buyer = await customer(founder, 'Lim Hardware');
    // Allocated while the invoice was a USD draft; then the draft became S$135.00.
    const invoiceDraft = await draft(founder, {
      kind: 'invoice',
      contactId: buyer,
      lines: [line('100')],
      ...usd,
    });
    const allocation = [{ invoiceId: invoiceDraft.id, amount: '100' }];
    const receipt = await draft(founder, { ...receiptBody(buyer, '100', allocation), ...usd });
    const noContactYet = await draft(founder, { ...receiptBody(null, '100', allocation), ...usd });
    const moved = await founder.c.patch(`/api/documents/${invoiceDraft.id}`, {
      ...sgd,
      lines: [line('135')],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const invoice = await issue(founder, invoiceDraft.id);
    const inUsd = `Invoice ${invoice.number} is in SGD: a receipt in USD cannot settle it.`;

    expectRefused(await founder.c.post(`/api/documents/${receipt.id}/issue`), inUsd);
    expect(await read(founder, receipt.id)).toMatchObject({ status: 'draft', number: null });
    const contacted = await founder.c.patch(`/api/documents/${noContactYet.id}`, {
      contactId: buyer,
    });
    expectRefused(contacted, inUsd);
    expect(await read(founder, noContactYet.id)).toMatchObject({
      contactId: null,
      currency: 'USD',
      updatedAt: noContactYet.updatedAt,
    });
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'issued',
      settled: '0.00',
      balance: '135.00',
    });

    // A payment recorded on the invoice is in its currency, and the first receipt number.
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '135' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ currency: 'SGD', number: 'RCT-000001', total: '135.00' });
  });
});

describe('a credit note settles only an invoice in its own currency', () => {
  it('refuses an SGD credit note of 100 against a USD 100 invoice, changing nothing', async () => {
    const founder = await newCompany('Fx Credit');
    const buyer = await customer(founder, 'Pacific Rim Trading');
    const invoice = await invoiceIn(founder, buyer, '100', usd);
    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const credit = converted.json();
    expect(credit).toMatchObject({ currency: 'USD', exchangeRate: '1.35', total: '100.00' });

    const turned = await founder.c.patch(`/api/documents/${credit.id}`, sgd);
    expectRefused(
      turned,
      `Invoice ${invoice.number} is in USD: a credit note in SGD cannot settle it.`,
    );
    expect(await read(founder, credit.id)).toEqual(credit);
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'issued',
      settled: '0.00',
      balance: '100.00',
    });

    // In USD it credits the invoice in full: USD 100 of USD 100.
    expect((await issue(founder, credit.id)).number).toBe('CN-000001');
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });
  });
});

describe('a USD invoice paid in SGD', () => {
  /** USD 40 of a USD 100 invoice paid with S$53.99: a USD receipt at 53.99 / 40 = 1.34975. */
  async function expectUsd40PaidWithSgd(
    founder: TestUser,
    part: { statusCode: number; body: string; json: () => unknown },
    invoiceId: string,
  ) {
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      kind: 'receipt',
      status: 'issued',
      currency: 'USD',
      exchangeRate: '1.34975',
      total: '40.00',
      sgdReceived: '53.99',
      sgd: { taxable: '53.99', tax: '0.00', total: '53.99' },
      allocations: [{ invoiceId }],
    });
    expect(await moneyOf(founder, invoiceId)).toEqual({
      status: 'partially_paid',
      settled: '40.00',
      balance: '60.00',
    });
  }

  it('gives a USD receipt that records the SGD received and its rate', async () => {
    const founder = await newCompany('Fx Paid In Sgd');
    const buyer = await customer(founder, 'Pacific Rim Trading');
    // USD 100.00 at the invoice's 1.35: S$135.00 owed.
    const invoice = await invoiceIn(founder, buyer, '100', usd);

    // USD 40 paid with S$53.99: the rate is 53.99 / 40 = 1.34975.
    const part = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '40',
      sgdReceived: '53.99',
    });
    await expectUsd40PaidWithSgd(founder, part, invoice.id);

    // The rest, USD 60, paid in USD: the invoice's rate, 60 x 1.35 = S$81.00.
    const rest = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '60' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({
      currency: 'USD',
      exchangeRate: '1.35',
      sgdReceived: null,
      sgd: { taxable: '81.00', tax: '0.00', total: '81.00' },
    });
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });

    const text = await pdfOf(founder, part.json().id);
    for (const field of [
      'Exchange rate 1 USD = S$1.34975',
      'Amount received USD 40.00',
      'Received in SGD S$53.99',
    ])
      expect(text).toContain(field);
  });

  it("records the SGD received through the contact's payment form too (the invoice's Record payment)", async () => {
    const founder = await newCompany('Fx Contact Paid In Sgd');
    const buyer = await customer(founder, 'Pacific Rim Trading');
    const invoice = await invoiceIn(founder, buyer, '100', usd);
    const path = `/api/contacts/${buyer}/payments`;
    const allocations = [{ invoiceId: invoice.id, amount: '40' }];

    // Refused, changing nothing: with a rate too, and for a payment in SGD.
    const both = await founder.c.post(path, {
      amount: '40',
      currency: 'USD',
      exchangeRate: '1.3',
      sgdReceived: '53.99',
      allocations,
    });
    expect(both.statusCode, both.body).toBe(400);
    expect(both.json().error.message).toMatch(/exchange rate or the SGD received, not both/);
    const inSgd = await founder.c.post(path, { amount: '40', sgdReceived: '40' });
    expect(inSgd.statusCode, inSgd.body).toBe(400);
    expect(inSgd.json().error.details).toEqual([
      { field: 'sgdReceived', message: 'The payment is in SGD: the amount is the SGD received.' },
    ]);
    expect(await countOf(founder, 'receipt')).toBe(0);

    // USD 40 paid with S$53.99: the rate is 53.99 / 40 = 1.34975, as from the invoice's route.
    const part = await founder.c.post(path, {
      amount: '40',
      currency: 'USD',
      sgdReceived: '53.99',
      allocations,
    });
    await expectUsd40PaidWithSgd(founder, part, invoice.id);
  });

  it('refuses the SGD received for an SGD invoice (400 naming it), recording nothing', async () => {
    const founder = await newCompany('Fx Sgd Invoice');
    const buyer = await customer(founder, 'Lim Hardware');
    const invoice = await invoiceIn(founder, buyer, '135', sgd);
    const refused = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '135',
      sgdReceived: '135',
    });
    expect(refused.statusCode).toBe(400);
    const message = 'The invoice is in SGD: the amount is the SGD received.';
    expect(refused.json().error.details).toEqual([{ field: 'sgdReceived', message }]);
    expect(await countOf(founder, 'receipt')).toBe(0);
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'issued',
      settled: '0.00',
      balance: '135.00',
    });
  });
});

describe('a foreign-currency tax invoice and credit note in SGD', () => {
  const ISSUED = '2026-03-02'; // GST 9%

  it('shows the total excluding GST, the GST and the total including GST, which add up', async () => {
    const founder = await newCompany('Fx Tax Invoice', true);
    const buyer = await customer(founder, 'Pacific Rim Trading');
    const invoice = await issue(
      founder,
      (
        await draft(founder, {
          kind: 'invoice',
          contactId: buyer,
          issueDate: ISSUED,
          currency: 'USD',
          exchangeRate: '1.3505',
          lines: [line('50')],
        })
      ).id,
    );
    // USD 50.00 + GST 9% 4.50 = USD 54.50 at 1.3505:
    // excluding GST 50.00 x 1.3505 = 67.525 -> S$67.53; GST 4.50 x 1.3505 = 6.07725 -> S$6.08;
    // including GST derived, 67.53 + 6.08 = S$73.61 (54.50 x 1.3505 = 73.60225 would be 73.60).
    expect(invoice).toMatchObject({
      taxable: '50.00',
      tax: '4.50',
      total: '54.50',
      sgd: { taxable: '67.53', tax: '6.08', total: '73.61' },
    });
    const invoiceText = await pdfOf(founder, invoice.id);
    for (const field of [
      'Exchange rate 1 USD = S$1.3505',
      'Total incl. GST USD 54.50',
      'Total excluding GST (SGD) S$67.53',
      'GST (SGD) S$6.08',
      'Total including GST (SGD) S$73.61',
    ])
      expect(invoiceText).toContain(field);

    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const fitted = await founder.c.patch(`/api/documents/${converted.json().id}`, {
      issueDate: ISSUED,
      lines: [line('10')],
    });
    expect(fitted.statusCode, fitted.body).toBe(200);
    const credit = await issue(founder, converted.json().id);
    // USD 10.00 + GST 0.90 = USD 10.90 at 1.3505:
    // 10.00 x 1.3505 = 13.505 -> S$13.51; 0.90 x 1.3505 = 1.21545 -> S$1.22; 13.51 + 1.22 = S$14.73.
    expect(credit).toMatchObject({
      total: '10.90',
      sgd: { taxable: '13.51', tax: '1.22', total: '14.73' },
    });
    const creditText = await pdfOf(founder, credit.id);
    for (const field of [
      'Exchange rate 1 USD = S$1.3505',
      'Total excluding GST (SGD) S$13.51',
      'GST (SGD) S$1.22',
      'Total including GST (SGD) S$14.73',
    ])
      expect(creditText).toContain(field);
  });
});
