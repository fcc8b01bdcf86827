import { contactCreditSchema, creditApplicationAnswerSchema } from '@kira/core/credit';
import { documentSchema } from '@kira/core/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, issuedInvoice, line, read } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Payments from a contact, credit applied and refunded (docs/money-in.md). Amounts are worked
// by hand: an invoice of one standard-rated line of 100 is 109.00 with GST at 9%, but this
// company is not GST-registered, so every invoice here is its line's price.

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Credit Founder' });
  await createCompany(founder, 'Credit Pte. Ltd.');
});
afterAll(async () => {
  await t.close();
});

async function post(user: TestUser, path: string, body: object, status: number) {
  const res = await user.c.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function creditOf(contactId: string, user = founder) {
  const res = await user.c.get(`/api/contacts/${contactId}/credit`);
  expect(res.statusCode, res.body).toBe(200);
  return contactCreditSchema.parse(res.json());
}

const sgd = async (contactId: string) =>
  (await creditOf(contactId)).credit.find((c) => c.currency === 'SGD')?.available ?? '0.00';

async function balanceOf(contactId: string) {
  return (await founder.c.get(`/api/contacts/${contactId}`)).json().balance;
}

describe('a payment from a contact', () => {
  it('allocates across invoices, leaves the rest as credit, through the default account', async () => {
    const buyer = await customer(founder, 'Payer One');
    const first = await issuedInvoice(founder, buyer, '100');
    const second = await issuedInvoice(founder, buyer, '50');
    const receipt = await post(
      founder,
      `/api/contacts/${buyer}/payments`,
      {
        amount: '170.00',
        date: '2026-11-02',
        paymentMethod: 'bankTransfer',
        reference: 'DBS 1234',
        allocations: [
          { invoiceId: first.id, amount: '100.00' },
          { invoiceId: second.id, amount: '50.00' },
        ],
      },
      201,
    );
    expect(documentSchema.parse(receipt)).toMatchObject({
      kind: 'receipt',
      status: 'issued',
      total: '170.00',
      settled: '150.00',
      accountId: 'bank',
      issueDate: '2026-11-02',
    });
    expect(receipt.number).toMatch(/^RCT-/);
    expect((await read(founder, first.id)).status).toBe('paid');
    expect((await read(founder, second.id)).status).toBe('paid');
    expect(await sgd(buyer)).toBe('20.00');
    expect(await balanceOf(buyer)).toEqual({ currency: 'SGD', owed: '0.00', credit: '20.00' });
  });

  it('refuses what breaks a rule, and changes nothing', async () => {
    const buyer = await customer(founder, 'Payer Two');
    const otherBuyer = await customer(founder, 'Payer Two Other');
    const invoice = await issuedInvoice(founder, buyer, '100');
    const theirs = await issuedInvoice(founder, otherBuyer, '100');
    const path = `/api/contacts/${buyer}/payments`;
    const cases: [object, number, RegExp][] = [
      [{ amount: '0' }, 400, /Amount/],
      [{ amount: '-5' }, 400, /Amount/],
      [{ amount: '10', accountId: 'nope' }, 400, /No account nope/],
      [
        { amount: '10', allocations: [{ invoiceId: theirs.id, amount: '10' }] },
        409,
        /another contact's/,
      ],
      [
        { amount: '200', allocations: [{ invoiceId: invoice.id, amount: '150' }] },
        409,
        /more than the balance/,
      ],
      [
        { amount: '50', allocations: [{ invoiceId: invoice.id, amount: '60' }] },
        409,
        /more than the receipt/,
      ],
      [
        {
          amount: '10',
          currency: 'USD',
          exchangeRate: '1.35',
          allocations: [{ invoiceId: invoice.id, amount: '10' }],
        },
        409,
        /in SGD/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await founder.c.post(path, { paymentMethod: 'cash', ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await read(founder, invoice.id)).settled).toBe('0.00');
    expect(await sgd(buyer)).toBe('0.00');
    const receipts = await founder.c.get(`/api/documents?kind=receipt&contactId=${buyer}`);
    expect(receipts.json().total).toBe(0);
  });

  it("an invoice's Record payment still works, with an account", async () => {
    const buyer = await customer(founder, 'Payer Three');
    const invoice = await issuedInvoice(founder, buyer, '80');
    const receipt = await post(
      founder,
      `/api/documents/${invoice.id}/payments`,
      { amount: '30', accountId: 'cash', paymentMethod: 'cash' },
      201,
    );
    expect(receipt).toMatchObject({ accountId: 'cash', settled: '30.00' });
    expect((await read(founder, invoice.id)).status).toBe('partially_paid');
  });
});

describe('a credit note larger than its invoice', () => {
  it('settles the balance and keeps the rest as credit; its void takes back exactly that', async () => {
    const buyer = await customer(founder, 'Credited');
    const invoice = await issuedInvoice(founder, buyer, '100');
    await post(founder, `/api/documents/${invoice.id}/payments`, { amount: '70' }, 201);
    const credit = await post(
      founder,
      `/api/documents/${invoice.id}/convert`,
      { kind: 'credit' },
      201,
    );
    const issued = await issue(founder, credit.id);
    // 100 credited against a balance of 30: 30 to the invoice, 70 of credit.
    expect(issued).toMatchObject({ total: '100.00', settled: '30.00' });
    expect(await read(founder, invoice.id)).toMatchObject({ status: 'paid', settled: '100.00' });
    expect(await sgd(buyer)).toBe('70.00');
    // Its credit applied to another invoice: the first still shows 30 credited, 70 paid.
    const later = await issuedInvoice(founder, buyer, '20');
    const applied = await post(
      founder,
      `/api/contacts/${buyer}/credit/apply`,
      { allocations: [{ invoiceId: later.id, amount: '20' }] },
      201,
    );
    expect(await read(founder, invoice.id)).toMatchObject({ credited: '30.00', paid: '70.00' });
    expect(await read(founder, credit.id)).toMatchObject({ settled: '50.00' });
    const blocked = await founder.c.post(`/api/documents/${credit.id}/void`, { reason: 'Wrong' });
    expect(blocked.statusCode).toBe(409);
    const undo = `/api/contacts/${buyer}/credit/applications/${applied.application.applicationId}`;
    expect((await founder.c.delete(undo)).statusCode).toBe(200);
    const voided = await post(
      founder,
      `/api/documents/${credit.id}/void`,
      { reason: 'Wrong' },
      200,
    );
    expect(voided.status).toBe('void');
    expect(await read(founder, invoice.id)).toMatchObject({
      status: 'partially_paid',
      settled: '70.00',
    });
    expect(await sgd(buyer)).toBe('0.00');
  });
});

describe('a credit note against a paid invoice', () => {
  it('settles none of it: all of it is credit, and its void takes it back', async () => {
    const buyer = await customer(founder, 'Credited Paid');
    const invoice = await issuedInvoice(founder, buyer, '50');
    await post(founder, `/api/documents/${invoice.id}/payments`, { amount: '50' }, 201);
    const credit = await post(
      founder,
      `/api/documents/${invoice.id}/convert`,
      { kind: 'credit' },
      201,
    );
    const twenty = await founder.c.patch(`/api/documents/${credit.id}`, { lines: [line('20')] });
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(await issue(founder, credit.id)).toMatchObject({ total: '20.00', settled: '0.00' });
    expect(await read(founder, invoice.id)).toMatchObject({ status: 'paid', credited: '0.00' });
    expect(await sgd(buyer)).toBe('20.00');
    await post(founder, `/api/documents/${credit.id}/void`, { reason: 'Not owed' }, 200);
    expect(await read(founder, invoice.id)).toMatchObject({ status: 'paid', settled: '50.00' });
    expect(await sgd(buyer)).toBe('0.00');
  });
});

describe('credit applied to invoices', () => {
  it('spends credit oldest first, undoes exactly, and refuses each broken rule', async () => {
    const buyer = await customer(founder, 'Applier');
    const other = await customer(founder, 'Applier Other');
    // Credit: a receipt of 40 unallocated on 1 Nov, a credit note of 25 on 5 Nov.
    await post(
      founder,
      `/api/contacts/${buyer}/payments`,
      { amount: '40', date: '2026-11-01' },
      201,
    );
    const note = await draft(founder, {
      kind: 'credit',
      contactId: buyer,
      issueDate: '2026-11-05',
      lines: [line('25')],
    });
    await issue(founder, note.id);
    expect(await sgd(buyer)).toBe('65.00');
    const a = await issuedInvoice(founder, buyer, '50');
    const b = await issuedInvoice(founder, buyer, '30');
    const path = `/api/contacts/${buyer}/credit/apply`;

    const refusals: [object, number, RegExp][] = [
      [{ allocations: [{ invoiceId: a.id, amount: '0' }] }, 400, /Amount/],
      [{ allocations: [{ invoiceId: a.id, amount: '-1' }] }, 400, /Amount/],
      [
        { allocations: [{ invoiceId: a.id, amount: '60' }] },
        409,
        /SGD 60.00 is more than the balance of Invoice .* \(SGD 50.00\)/,
      ],
      [
        {
          allocations: [
            { invoiceId: a.id, amount: '50' },
            { invoiceId: b.id, amount: '30' },
          ],
        },
        409,
        /SGD 80.00 is more than the credit available \(SGD 65.00\)/,
      ],
      [
        {
          allocations: [{ invoiceId: (await issuedInvoice(founder, other, '10')).id, amount: '5' }],
        },
        409,
        /another contact's/,
      ],
      [
        {
          allocations: [
            {
              invoiceId: (
                await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('10')] })
              ).id,
              amount: '5',
            },
          ],
        },
        409,
        /not issued yet/,
      ],
    ];
    const voided = await issuedInvoice(founder, buyer, '10');
    await post(founder, `/api/documents/${voided.id}/void`, { reason: 'x' }, 200);
    refusals.push([{ allocations: [{ invoiceId: voided.id, amount: '5' }] }, 409, /is void/]);
    const paid = await issuedInvoice(founder, buyer, '10');
    await post(founder, `/api/documents/${paid.id}/payments`, { amount: '10' }, 201);
    refusals.push([{ allocations: [{ invoiceId: paid.id, amount: '5' }] }, 409, /already paid/]);
    const usd = await draft(founder, {
      kind: 'invoice',
      contactId: buyer,
      currency: 'USD',
      exchangeRate: '1.30',
      lines: [line('10')],
    });
    await issue(founder, usd.id);
    refusals.push([
      { allocations: [{ invoiceId: usd.id, amount: '5' }] },
      409,
      /USD 5.00 is more than the credit available \(USD 0.00\)/,
    ]);
    refusals.push([
      { allocations: [{ invoiceId: 'I26KM6Hp-1233', amount: '5' }] },
      404,
      /No invoice/,
    ]);
    for (const [body, status, message] of refusals) {
      const res = await founder.c.post(path, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await sgd(buyer)).toBe('65.00');

    const applied = await post(
      founder,
      path,
      {
        allocations: [
          { invoiceId: a.id, amount: '50' },
          { invoiceId: b.id, amount: '10' },
        ],
        date: '2026-11-20',
      },
      201,
    );
    const answer = creditApplicationAnswerSchema.parse(applied);
    // The receipt (older) first: 40 to A, then the credit note: 10 to A and 10 to B.
    expect(
      answer.application.rows.map((r) => [r.invoiceId, r.sourceNumber?.slice(0, 3), r.amount]),
    ).toEqual(
      [
        [a.id, 'RCT', '40.00'],
        [a.id, 'CN-', '10.00'],
        [b.id, 'CN-', '10.00'],
      ].sort(() => 0),
    );
    expect(answer.application).toMatchObject({
      total: '60.00',
      usedOn: '2026-11-20',
      undoneAt: null,
    });
    expect(answer.credit).toEqual([{ currency: 'SGD', available: '5.00' }]);
    expect(answer.balance).toMatchObject({ credit: '5.00' });
    expect(await read(founder, a.id)).toMatchObject({ status: 'paid', settled: '50.00' });
    expect(await read(founder, b.id)).toMatchObject({ status: 'partially_paid', settled: '10.00' });

    // The receipt cannot be voided while its credit is applied: the application is named.
    const receipts = (await founder.c.get(`/api/documents?kind=receipt&contactId=${buyer}`)).json();
    const receiptId = receipts.items.find(
      (r: { issueDate: string }) => r.issueDate === '2026-11-01',
    ).id;
    const blocked = await founder.c.post(`/api/documents/${receiptId}/void`, { reason: 'x' });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().error.message).toContain(answer.application.applicationId);
    expect(blocked.json().error.message).toContain(a.number);
    const blockedNote = await founder.c.post(`/api/documents/${note.id}/void`, { reason: 'x' });
    expect(blockedNote.statusCode).toBe(409);

    const undo = `/api/contacts/${buyer}/credit/applications/${answer.application.applicationId}`;
    const undone = await founder.c.delete(undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().application.undoneAt).not.toBeNull();
    expect(undone.json().credit).toEqual([{ currency: 'SGD', available: '65.00' }]);
    expect(await read(founder, a.id)).toMatchObject({ status: 'issued', settled: '0.00' });
    expect(await read(founder, b.id)).toMatchObject({ status: 'issued', settled: '0.00' });
    expect((await founder.c.delete(undo)).statusCode).toBe(409);
    const listed = await creditOf(buyer);
    expect(listed.applications.map((x) => x.applicationId)).toEqual([
      answer.application.applicationId,
    ]);
    // Undone, the receipt may be voided.
    await post(founder, `/api/documents/${receiptId}/void`, { reason: 'Bounced' }, 200);
    expect(await sgd(buyer)).toBe('25.00');
  });
});

describe('refunds', () => {
  it('refunds credit oldest first, at most what there is; its void gives it back', async () => {
    const buyer = await customer(founder, 'Refunded');
    await post(
      founder,
      `/api/contacts/${buyer}/payments`,
      { amount: '30', date: '2026-10-01' },
      201,
    );
    await post(
      founder,
      `/api/contacts/${buyer}/payments`,
      { amount: '20', date: '2026-10-02' },
      201,
    );
    const path = `/api/contacts/${buyer}/credit/refund`;
    const tooMuch = await founder.c.post(path, { amount: '50.01', paymentMethod: 'payNow' });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json().error.message).toMatch(/credit available \(SGD 50.00\)/);
    expect((await founder.c.post(path, { amount: '0' })).statusCode).toBe(400);
    expect((await founder.c.post(path, { amount: '5', accountId: 'nope' })).statusCode).toBe(400);

    const refund = await post(
      founder,
      path,
      {
        amount: '35',
        date: '2026-10-05',
        paymentMethod: 'payNow',
        reference: 'PN 99',
        accountId: 'cash',
      },
      201,
    );
    expect(documentSchema.parse(refund)).toMatchObject({
      kind: 'refund',
      status: 'issued',
      total: '35.00',
      tax: '0.00',
      accountId: 'cash',
      paymentMethod: 'payNow',
    });
    expect(refund.number).toMatch(/^RFD-/);
    const pdf = await founder.c.get(`/api/documents/${refund.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // Its title, the contact's label (printed in capitals) and its one figure.
    for (const words of ['Refund', refund.number, 'REFUNDED TO', 'Refund date', 'Amount refunded'])
      expect(text).toContain(words);
    expect(text).toMatch(/Amount refunded\s*\S*35\.00/);
    expect(await sgd(buyer)).toBe('15.00');
    const receipts = (
      await founder.c.get(`/api/documents?kind=receipt&contactId=${buyer}&sort=issueDate`)
    ).json().items;
    // Each source's settled counts what of it is used: all of the first, 5 of the second.
    expect(receipts.map((r: { settled: string }) => r.settled)).toEqual(['30.00', '5.00']);
    // The first receipt's credit is refunded: its void names the refund.
    const blocked = await founder.c.post(`/api/documents/${receipts[0].id}/void`, { reason: 'x' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toContain(`refund ${refund.number}`);

    await post(founder, `/api/documents/${refund.id}/void`, { reason: 'Not sent' }, 200);
    expect(await sgd(buyer)).toBe('50.00');
    await post(founder, `/api/documents/${receipts[0].id}/void`, { reason: 'x' }, 200);
    expect(await sgd(buyer)).toBe('20.00');
  });

  it('a refund made in the editor spends credit at its issue, and carries no GST', async () => {
    const buyer = await customer(founder, 'Editor Refund');
    const noCredit = await draft(founder, {
      kind: 'refund',
      contactId: buyer,
      lines: [line('10')],
    });
    // Its line is out of scope whatever was asked: a refund carries no GST.
    expect(noCredit.lines[0].taxCode).toBe('OS');
    expect(noCredit.tax).toBe('0.00');
    const refused = await founder.c.post(`/api/documents/${noCredit.id}/issue`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(/credit available \(SGD 0.00\)/);
    await post(founder, `/api/contacts/${buyer}/payments`, { amount: '10' }, 201);
    const issued = await issue(founder, noCredit.id);
    expect(issued).toMatchObject({ status: 'issued', accountId: 'bank', settled: '10.00' });
    expect(await sgd(buyer)).toBe('0.00');
  });
});

describe('who may', () => {
  it('needs finance write; read-only is refused; without finance read no credit is shown', async () => {
    const buyer = await customer(founder, 'Levels Buyer');
    const invoice = await issuedInvoice(founder, buyer, '10');
    await post(founder, `/api/contacts/${buyer}/payments`, { amount: '20' }, 201);
    const reader = await addMember(
      t,
      founder,
      { ...NONE, finance: 'read', marketing: 'read' },
      'Finance Reader',
    );
    expect((await reader.c.get(`/api/contacts/${buyer}/credit`)).statusCode).toBe(200);
    for (const [path, body] of [
      [`/api/contacts/${buyer}/payments`, { amount: '5' }],
      [
        `/api/contacts/${buyer}/credit/apply`,
        { allocations: [{ invoiceId: invoice.id, amount: '5' }] },
      ],
      [`/api/contacts/${buyer}/credit/refund`, { amount: '5' }],
    ] as const) {
      const res = await reader.c.post(path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(403);
    }
    const seller = await addMember(
      t,
      founder,
      { ...NONE, marketing: 'write', sales: 'write' },
      'Seller',
    );
    expect((await seller.c.get(`/api/contacts/${buyer}/credit`)).statusCode).toBe(403);
    expect((await seller.c.get(`/api/contacts/${buyer}`)).json().balance).toBeNull();
    expect(await sgd(buyer)).toBe('20.00');
  });

  it("another company's contact and invoice are not found", async () => {
    const buyer = await customer(founder, 'Guarded Buyer');
    const invoice = await issuedInvoice(founder, buyer, '10');
    await post(founder, `/api/contacts/${buyer}/payments`, { amount: '20' }, 201);
    const other = await signUpUser(t, { name: 'Other Credit Founder' });
    await createCompany(other, 'Other Credit Pte. Ltd.');
    const theirBuyer = await customer(other, 'Their Buyer');
    await post(other, `/api/contacts/${theirBuyer}/payments`, { amount: '20' }, 201);
    expect((await other.c.get(`/api/contacts/${buyer}/credit`)).statusCode).toBe(404);
    expect(
      (await other.c.post(`/api/contacts/${buyer}/credit/refund`, { amount: '5' })).statusCode,
    ).toBe(404);
    const apply = await other.c.post(`/api/contacts/${theirBuyer}/credit/apply`, {
      allocations: [{ invoiceId: invoice.id, amount: '5' }],
    });
    expect(apply.statusCode, apply.body).toBe(404);
    const pay = await other.c.post(`/api/contacts/${theirBuyer}/payments`, {
      amount: '5',
      allocations: [{ invoiceId: invoice.id, amount: '5' }],
    });
    expect(pay.statusCode, pay.body).toBe(404);
    expect((await read(founder, invoice.id)).settled).toBe('0.00');
    expect(await sgd(buyer)).toBe('20.00');
  });
});
