import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  customer,
  draft,
  issue,
  issuedInvoice,
  line,
  read,
} from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/documents.md "Money events" and docs/api/documents.md: receipts, payments and credit
// notes against invoices. Each test has its own company (not GST-registered, so an invoice's
// total is its line), so receipt numbers start at RCT-000001 and show that a refusal took none.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

async function newCompany(name: string): Promise<TestUser> {
  const founder = await signUpUser(t, { name });
  await createCompany(founder, `${name} Pte. Ltd.`);
  return founder;
}

const receiptBody = (contactId: string | null, amount: string, allocations: object[]) => ({
  kind: 'receipt',
  contactId,
  paymentMethod: 'bankTransfer',
  lines: [{ ...line(amount), taxCode: 'OS' }],
  allocations,
});

/** The invoice's money as it stands. */
async function moneyOf(user: TestUser, id: string) {
  const { status, settled, balance } = await read(user, id);
  return { status, settled, balance };
}
const UNPAID_100 = { status: 'issued', settled: '0.00', balance: '100.00' };

describe("a receipt settles only its own contact's invoices", () => {
  it('refuses a receipt draft allocated to another contact’s invoice (409 naming it), creating nothing', async () => {
    const founder = await newCompany('Alloc Create');
    const alice = await customer(founder, 'Alice Trading');
    const bob = await customer(founder, 'Bob Hardware');
    const bobsInvoice = await issuedInvoice(founder, bob, '100');
    const refused = await founder.c.post(
      '/api/documents',
      receiptBody(alice, '100', [{ invoiceId: bobsInvoice.id, amount: '100' }]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(refused.json().error.message).toContain(bobsInvoice.number);
    expect(await countOf(founder, 'receipt')).toBe(0);
    expect(await moneyOf(founder, bobsInvoice.id)).toEqual(UNPAID_100);

    // Bob's own receipt settles it, and is the first receipt number.
    const bobsReceipt = await draft(
      founder,
      receiptBody(bob, '100', [{ invoiceId: bobsInvoice.id, amount: '100' }]),
    );
    expect((await issue(founder, bobsReceipt.id)).number).toBe('RCT-000001');
    expect(await moneyOf(founder, bobsInvoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });
  });

  it('refuses allocations patched onto a receipt draft, and a receipt draft moved to another contact', async () => {
    const founder = await newCompany('Alloc Patch');
    const alice = await customer(founder, 'Alice Trading');
    const bob = await customer(founder, 'Bob Hardware');
    const bobsInvoice = await issuedInvoice(founder, bob, '100');

    const alicesReceipt = await draft(founder, receiptBody(alice, '100', []));
    const patched = await founder.c.patch(`/api/documents/${alicesReceipt.id}`, {
      allocations: [{ invoiceId: bobsInvoice.id, amount: '100' }],
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().error.message).toContain(bobsInvoice.number);
    expect(await read(founder, alicesReceipt.id)).toEqual(alicesReceipt);

    const bobsReceipt = await draft(
      founder,
      receiptBody(bob, '100', [{ invoiceId: bobsInvoice.id, amount: '100' }]),
    );
    const moved = await founder.c.patch(`/api/documents/${bobsReceipt.id}`, { contactId: alice });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toContain(bobsInvoice.number);
    expect(await read(founder, bobsReceipt.id)).toEqual(bobsReceipt);
    expect(await moneyOf(founder, bobsInvoice.id)).toEqual(UNPAID_100);
  });

  it('refuses at issue an allocation whose invoice has since become another contact’s, taking no number', async () => {
    const founder = await newCompany('Alloc Issue');
    const alice = await customer(founder, 'Alice Trading');
    const bob = await customer(founder, 'Bob Hardware');
    // Allocated while the invoice was still Alice's draft; then the draft went to Bob.
    const invoiceDraft = await draft(founder, {
      kind: 'invoice',
      contactId: alice,
      lines: [line('100')],
    });
    const receipt = await draft(
      founder,
      receiptBody(alice, '100', [{ invoiceId: invoiceDraft.id, amount: '100' }]),
    );
    const moved = await founder.c.patch(`/api/documents/${invoiceDraft.id}`, { contactId: bob });
    expect(moved.statusCode, moved.body).toBe(200);
    const invoice = await issue(founder, invoiceDraft.id);
    const refused = await founder.c.post(`/api/documents/${receipt.id}/issue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().error.message).toContain(invoice.number);
    expect(await read(founder, receipt.id)).toMatchObject({ status: 'draft', number: null });
    expect(await moneyOf(founder, invoice.id)).toEqual(UNPAID_100);

    // A payment recorded on the invoice is a receipt of the invoice's own contact.
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '100' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ contactId: bob, number: 'RCT-000001' });
  });
});

describe('allocations', () => {
  it('refuses the same invoice twice (400), creating or changing nothing', async () => {
    const founder = await newCompany('Alloc Twice');
    const contact = await customer(founder, 'Twice Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const twice = [
      { invoiceId: invoice.id, amount: '30' },
      { invoiceId: invoice.id, amount: '40' },
    ];
    const refused = await founder.c.post('/api/documents', receiptBody(contact, '70', twice));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('An invoice appears twice in the allocations');
    expect(await countOf(founder, 'receipt')).toBe(0);
    const receipt = await draft(
      founder,
      receiptBody(contact, '70', [{ invoiceId: invoice.id, amount: '70' }]),
    );
    const patched = await founder.c.patch(`/api/documents/${receipt.id}`, { allocations: twice });
    expect(patched.statusCode).toBe(400);
    expect(await read(founder, receipt.id)).toEqual(receipt);
    expect(await moneyOf(founder, invoice.id)).toEqual(UNPAID_100);
  });

  it('refuses another company’s invoice (400) exactly as an invoice that does not exist', async () => {
    const founder = await newCompany('Alloc Mine');
    const other = await newCompany('Alloc Theirs');
    const theirInvoice = await issuedInvoice(other, await customer(other, 'Their Buyer'), '100');
    const contact = await customer(founder, 'My Buyer');
    for (const invoiceId of [theirInvoice.id, 'I-nonexistent']) {
      const refused = await founder.c.post(
        '/api/documents',
        receiptBody(contact, '100', [{ invoiceId, amount: '100' }]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(`No invoice ${invoiceId} in this company`);
    }
    expect(await countOf(founder, 'receipt')).toBe(0);
    expect(await moneyOf(other, theirInvoice.id)).toEqual(UNPAID_100);
  });

  it('refuses at issue allocations larger than the receipt (409), taking no number', async () => {
    const founder = await newCompany('Alloc More');
    const contact = await customer(founder, 'More Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const receipt = await draft(
      founder,
      receiptBody(contact, '50', [{ invoiceId: invoice.id, amount: '80' }]),
    );
    const refused = await founder.c.post(`/api/documents/${receipt.id}/issue`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'The allocations (80.00) are more than the receipt (50.00).',
    );
    expect(await read(founder, receipt.id)).toMatchObject({ status: 'draft', number: null });
    expect(await moneyOf(founder, invoice.id)).toEqual(UNPAID_100);
    const lowered = await founder.c.patch(`/api/documents/${receipt.id}`, {
      allocations: [{ invoiceId: invoice.id, amount: '50' }],
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await issue(founder, receipt.id)).number).toBe('RCT-000001');
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'partially_paid',
      settled: '50.00',
      balance: '50.00',
    });
  });
});

describe('credit notes', () => {
  async function creditDraft(founder: TestUser, invoiceId: string, amount: string) {
    const converted = await founder.c.post(`/api/documents/${invoiceId}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const res = await founder.c.patch(`/api/documents/${converted.json().id}`, {
      lines: [line(amount)],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('settles the invoice’s balance with a larger credit note; the rest is credit (issue 36)', async () => {
    const founder = await newCompany('Credit More');
    const contact = await customer(founder, 'Credit Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '30' });
    expect(paid.statusCode, paid.body).toBe(201);
    const credit = await creditDraft(founder, invoice.id, '70.01');
    const issued = await issue(founder, credit.id);
    expect(issued).toMatchObject({ number: 'CN-000001', total: '70.01', settled: '70.00' });
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });
    const balance = (await founder.c.get(`/api/contacts/${contact}`)).json().balance;
    expect(balance).toEqual({ currency: 'SGD', owed: '0.00', credit: '0.01' });
  });

  it('gives the invoice its balance back when the credit note is voided', async () => {
    const founder = await newCompany('Credit Void');
    const contact = await customer(founder, 'Void Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const credit = await issue(founder, (await creditDraft(founder, invoice.id, '40')).id);
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'partially_paid',
      settled: '40.00',
      balance: '60.00',
    });
    const voided = await founder.c.post(`/api/documents/${credit.id}/void`, { reason: 'Wrong' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await moneyOf(founder, invoice.id)).toEqual(UNPAID_100);
    expect((await read(founder, invoice.id)).chain).toMatchObject([
      { id: credit.id, relation: 'credit', status: 'void' },
    ]);

    // Paid by a payment and a credit: voiding the credit leaves what the payment paid.
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '25' });
    expect(paid.statusCode, paid.body).toBe(201);
    const second = await issue(founder, (await creditDraft(founder, invoice.id, '75')).id);
    expect((await moneyOf(founder, invoice.id)).status).toBe('paid');
    const voidedAgain = await founder.c.post(`/api/documents/${second.id}/void`, {
      reason: 'Wrong again',
    });
    expect(voidedAgain.statusCode, voidedAgain.body).toBe(200);
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'partially_paid',
      settled: '25.00',
      balance: '75.00',
    });
  });
});

describe('voiding an invoice that payments point at', () => {
  const REFUSAL =
    'Payments are recorded against this invoice: void their receipts first, or issue a credit note.';

  it('refuses it (409, saying what to do) and changes nothing, until the receipt is voided', async () => {
    const founder = await newCompany('Void Paid');
    const contact = await customer(founder, 'Void Paid Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const paid = await founder.c.post(`/api/documents/${invoice.id}/payments`, { amount: '30' });
    expect(paid.statusCode, paid.body).toBe(201);
    const before = await read(founder, invoice.id);
    expect(before).toMatchObject({ status: 'partially_paid', settled: '30.00', balance: '70.00' });
    expect(before.abilities.void).toBe(false);
    const history = async () => {
      const res = await founder.c.get(`/api/documents/${invoice.id}/history`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const historyBefore = await history();

    const refused = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'Sent to the wrong customer',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(REFUSAL);
    expect(await read(founder, invoice.id)).toEqual(before);
    expect(await read(founder, paid.json().id)).toMatchObject({ status: 'issued' });
    expect(await history()).toEqual(historyBefore);

    // The way out the refusal names: void the receipt, then the invoice.
    const receiptVoided = await founder.c.post(`/api/documents/${paid.json().id}/void`, {
      reason: 'Recorded on the wrong invoice',
    });
    expect(receiptVoided.statusCode, receiptVoided.body).toBe(200);
    expect(await moneyOf(founder, invoice.id)).toEqual(UNPAID_100);
    const voided = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'Sent to the wrong customer',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'void',
      voidReason: 'Sent to the wrong customer',
    });
    expect(await history()).not.toEqual(historyBefore);
  });

  it('refuses it for a paid invoice too, and for one a credit note settles', async () => {
    const founder = await newCompany('Void Settled');
    const contact = await customer(founder, 'Void Settled Co');
    const paidInFull = await issuedInvoice(founder, contact, '100');
    const paid = await founder.c.post(`/api/documents/${paidInFull.id}/payments`, {
      amount: '100',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const credited = await issuedInvoice(founder, contact, '100');
    const credit = await founder.c.post(`/api/documents/${credited.id}/convert`, {
      kind: 'credit',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const fitted = await founder.c.patch(`/api/documents/${credit.json().id}`, {
      lines: [line('40')],
    });
    expect(fitted.statusCode, fitted.body).toBe(200);
    await issue(founder, credit.json().id);

    for (const invoice of [paidInFull, credited]) {
      const before = await read(founder, invoice.id);
      const refused = await founder.c.post(`/api/documents/${invoice.id}/void`, { reason: 'No' });
      expect(refused.statusCode, invoice.number).toBe(409);
      expect(refused.json().error.message).toBe(REFUSAL);
      expect(await read(founder, invoice.id)).toEqual(before);
    }
  });
});

describe('payments racing on one invoice', () => {
  it('lets one of two payments of the whole balance through; the other is refused', async () => {
    const founder = await newCompany('Race Pay');
    const contact = await customer(founder, 'Race Co');
    // Five invoices, each paid twice at once, all at once: on PostgreSQL they really overlap.
    const invoices = await Promise.all(
      Array.from({ length: 5 }, () => issuedInvoice(founder, contact, '100')),
    );
    const pay = (invoiceId: string) =>
      founder.c.post(`/api/documents/${invoiceId}/payments`, {
        amount: '100',
        paymentMethod: 'bankTransfer',
      });
    const answers = await Promise.all(
      invoices.map((invoice) => Promise.all([pay(invoice.id), pay(invoice.id)])),
    );
    for (const [index, pair] of answers.entries()) {
      expect(pair.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await moneyOf(founder, invoices[index].id)).toEqual({
        status: 'paid',
        settled: '100.00',
        balance: '0.00',
      });
    }
    // The refused payments left no receipt behind, not even a draft.
    expect(await countOf(founder, 'receipt')).toBe(invoices.length);
  });

  it('lets one of two receipts of the whole balance be issued at once', async () => {
    const founder = await newCompany('Race Issue');
    const contact = await customer(founder, 'Race Co');
    const invoice = await issuedInvoice(founder, contact, '100');
    const whole = [{ invoiceId: invoice.id, amount: '100' }];
    const receipts = [
      await draft(founder, receiptBody(contact, '100', whole)),
      await draft(founder, receiptBody(contact, '100', whole)),
    ];
    const answers = await Promise.all(
      receipts.map((r) => founder.c.post(`/api/documents/${r.id}/issue`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const issued = answers.find((a) => a.statusCode === 200)?.json();
    expect(issued.number).toBe('RCT-000001');
    expect(await moneyOf(founder, invoice.id)).toEqual({
      status: 'paid',
      settled: '100.00',
      balance: '0.00',
    });
  });
});
