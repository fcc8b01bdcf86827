import { NO_DOCUMENT_ABILITIES } from '@kira/core/policies/document-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// What the server says each user may do to each document, by the policy that enforces it:
// every ability it answers true is then allowed, and every one false is refused.

let t: TestApp;
let founder: TestUser;
let customerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  founder = await signUpUser(t, { name: 'Able Founder' });
  await createCompany(founder, 'Abilities Pte. Ltd.');
  customerId = (
    await founder.c.post('/api/contacts', { role: 'customer', name: 'Lim Hardware' })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

const NOTHING = NO_DOCUMENT_ABILITIES;

async function draft(kind: string) {
  const created = await founder.c.post('/api/documents', {
    kind,
    contactId: customerId,
    lines: [{ description: 'Gate hinge', quantity: '2', unitPrice: '12.50', taxCode: 'SR' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

describe('abilities of a document', () => {
  it('follow an invoice from draft to issued to void, and each one false is refused', async () => {
    const invoice = await draft('invoice');
    expect(invoice.abilities).toEqual({
      ...NOTHING,
      edit: true,
      issue: true,
      delete: true,
      attach: true,
      duplicate: true,
      send: true,
    });

    const issued = (await founder.c.post(`/api/documents/${invoice.id}/issue`)).json();
    expect(issued.abilities).toEqual({
      ...NOTHING,
      void: true,
      recordPayment: true,
      creditNote: true,
      attach: true,
      duplicate: true,
      send: true,
      convert: ['delivery'],
    });
    // An issued invoice cannot be edited: the ability said so, and the server refuses.
    const edit = await founder.c.patch(`/api/documents/${invoice.id}`, { reference: 'PO-9' });
    expect(edit.statusCode).toBe(409);

    const voided = await founder.c.post(`/api/documents/${invoice.id}/void`, {
      reason: 'Wrong customer',
    });
    // A void invoice may still be copied into a new draft, and nothing else.
    expect(voided.json().abilities).toEqual({ ...NOTHING, duplicate: true });
    // A voided invoice cannot be paid.
    const payment = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: '1.00',
    });
    expect(payment.statusCode).toBe(409);
    expect(payment.json().error.message).toMatch(/void: it takes no payment/);
  });

  it('are the same in the list as on the document', async () => {
    const quotation = await draft('quotation');
    const issued = (await founder.c.post(`/api/documents/${quotation.id}/issue`)).json();
    expect(issued.abilities).toMatchObject({
      transition: ['accept', 'decline'],
      convert: ['service', 'invoice', 'delivery'],
    });
    const list = (await founder.c.get('/api/documents?kind=quotation')).json();
    const listed = list.items.find((item: { id: string }) => item.id === quotation.id);
    expect(listed.abilities).toEqual(issued.abilities);
    expect((await founder.c.get(`/api/documents/${quotation.id}`)).json().abilities).toEqual(
      issued.abilities,
    );
  });

  it('are all false for a member who may only read sales, in lists and alone', async () => {
    const quotation = await draft('quotation');
    const reader = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Sales Reader');
    const list = (await reader.c.get('/api/documents?kind=quotation')).json();
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) expect(item.abilities).toEqual(NOTHING);
    expect((await reader.c.get(`/api/documents/${quotation.id}`)).json().abilities).toEqual(
      NOTHING,
    );
    const issue = await reader.c.post(`/api/documents/${quotation.id}/issue`);
    expect(issue.statusCode).toBe(403);
    const copy = await reader.c.post(`/api/documents/${quotation.id}/duplicate`);
    expect(copy.statusCode).toBe(403);
  });

  it('offer a copy to whoever may start the kind, as the duplicate command allows', async () => {
    const invoice = await draft('invoice');
    const seller = await addMember(
      t,
      founder,
      { ...NONE, sales: 'write', finance: 'read' },
      'Seller',
    );
    const seen = (await seller.c.get(`/api/documents/${invoice.id}`)).json();
    expect(seen.abilities.duplicate).toBe(false);
    const listed = (await seller.c.get('/api/documents?kind=invoice')).json();
    expect(listed.items.find((item: { id: string }) => item.id === invoice.id).abilities).toEqual(
      seen.abilities,
    );
    expect((await seller.c.post(`/api/documents/${invoice.id}/duplicate`)).statusCode).toBe(403);

    const quotation = await draft('quotation');
    const mayCopy = (await seller.c.get(`/api/documents/${quotation.id}`)).json();
    expect(mayCopy.abilities.duplicate).toBe(true);
    const copy = await seller.c.post(`/api/documents/${quotation.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ kind: 'quotation', status: 'draft' });
  });

  it('offer conversions only into kinds the member may write', async () => {
    const quotation = await draft('quotation');
    await founder.c.post(`/api/documents/${quotation.id}/issue`);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Seller Only');
    const seen = (await seller.c.get(`/api/documents/${quotation.id}`)).json();
    expect(seen.abilities.convert).toEqual(['service']);
    const refused = await seller.c.post(`/api/documents/${quotation.id}/convert`, {
      kind: 'invoice',
    });
    expect(refused.statusCode).toBe(403);
  });
});
