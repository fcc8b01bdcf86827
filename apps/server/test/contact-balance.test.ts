import { contactListItemSchema, contactSchema } from '@kira/core/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, issue, issuedInvoice, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// A contact's balance (docs/contacts-products.md): what it owes on its invoices and what it
// has in credit, on the contact and in the contact book's list.

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Balance Founder' });
  await createCompany(founder, 'Balance Pte. Ltd.');
});
afterAll(async () => {
  await t.close();
});

async function customerNamed(name: string): Promise<string> {
  const res = await founder.c.post('/api/contacts', { role: 'customer', name });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().balance).toEqual({ currency: 'SGD', owed: '0.00', credit: '0.00' });
  return res.json().id;
}

async function posted(path: string, body: object = {}, status = 201) {
  const res = await founder.c.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function balanceOf(user: TestUser, id: string) {
  const res = await user.c.get(`/api/contacts/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(contactSchema.parse(res.json())).toEqual(res.json());
  return res.json().balance;
}

async function listedBalances(user: TestUser, q: string) {
  const res = await user.c.get(`/api/contacts?q=${encodeURIComponent(q)}&pageSize=200`);
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as { id: string; balance: unknown }[];
  for (const item of items) expect(contactListItemSchema.parse(item)).toEqual(item);
  return new Map(items.map((item) => [item.id, item.balance]));
}

describe("a contact's balance", () => {
  it('owes the open invoices and holds unapplied credits and unallocated payments', async () => {
    const buyer = await customerNamed('Balance Buyer');
    // Owed 100 - 30 (a receipt of 40 allocated 30: 10 left as credit).
    const first = await issuedInvoice(founder, buyer, '100');
    const receipt = await draft(founder, {
      kind: 'receipt',
      contactId: buyer,
      lines: [line('40')],
      allocations: [{ invoiceId: first.id, amount: '30.00' }],
    });
    await issue(founder, receipt.id);
    // Owed 50 - 20 paid - 5 credited.
    const second = await issuedInvoice(founder, buyer, '50');
    await posted(`/api/documents/${second.id}/payments`, { amount: '20' });
    const credit = await posted(`/api/documents/${second.id}/convert`, { kind: 'credit' });
    const fiveOff = await founder.c.patch(`/api/documents/${credit.id}`, { lines: [line('5')] });
    expect(fiveOff.statusCode, fiveOff.body).toBe(200);
    await issue(founder, credit.id);
    // A credit note of no invoice is credit: 15.
    await issue(
      founder,
      (await draft(founder, { kind: 'credit', contactId: buyer, lines: [line('15')] })).id,
    );
    // Neither a draft nor a void invoice is owed.
    await draft(founder, { kind: 'invoice', contactId: buyer, lines: [line('999')] });
    const voided = await issuedInvoice(founder, buyer, '70');
    await posted(`/api/documents/${voided.id}/void`, { reason: 'Wrong customer' }, 200);

    const expected = { currency: 'SGD', owed: '95.00', credit: '25.00' };
    expect(await balanceOf(founder, buyer)).toEqual(expected);
    expect((await listedBalances(founder, 'Balance Buyer')).get(buyer)).toEqual(expected);
  });

  it('counts a foreign-currency invoice in SGD at its own rate, and nothing for others', async () => {
    const importer = await customerNamed('Balance Importer');
    const idle = await customerNamed('Balance Idle');
    const usd = await draft(founder, {
      kind: 'invoice',
      contactId: importer,
      currency: 'USD',
      exchangeRate: '1.3457',
      lines: [line('10.01')],
    });
    await issue(founder, usd.id);
    await issuedInvoice(founder, await customerNamed('Balance Other'), '1000');
    const listed = await listedBalances(founder, 'Balance I');
    // 10.01 x 1.3457 = 13.470457: 13.47.
    expect(listed.get(importer)).toEqual({ currency: 'SGD', owed: '13.47', credit: '0.00' });
    expect(listed.get(idle)).toEqual({ currency: 'SGD', owed: '0.00', credit: '0.00' });
    const archived = await founder.c.post(`/api/contacts/${importer}/archive`);
    expect(archived.json().balance).toEqual({ currency: 'SGD', owed: '13.47', credit: '0.00' });
    const renamed = await founder.c.patch(`/api/contacts/${importer}`, { notes: 'Pays late' });
    expect(renamed.json().balance).toMatchObject({ owed: '13.47' });
  });

  it("is null for a member who may read the contact book but not finance's invoices", async () => {
    const buyer = await customerNamed('Balance Hidden');
    await issuedInvoice(founder, buyer, '12');
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Balance Seller');
    expect(await balanceOf(seller, buyer)).toBeNull();
    expect((await listedBalances(seller, 'Balance Hidden')).get(buyer)).toBeNull();
    const created = await seller.c.post('/api/contacts', { role: 'customer', name: 'Seller Own' });
    expect(created.json().balance).toBeNull();
    const clerk = await addMember(t, founder, { ...NONE, finance: 'read' }, 'Balance Clerk');
    expect(await balanceOf(clerk, buyer)).toMatchObject({ owed: '12.00' });
  });
});
