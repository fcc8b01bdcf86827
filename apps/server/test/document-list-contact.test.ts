import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpUser(t);
  await createCompany(owner);
});
afterAll(() => t.close());

async function listedContactName(id: string): Promise<string | undefined> {
  const res = await owner.c.get('/api/documents?kind=invoice');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === id)?.contactName;
}

async function rename(contactId: string, name: string) {
  const res = await owner.c.patch(`/api/contacts/${contactId}`, { name });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the documents list’s Contact', () => {
  it('names a draft’s contact as it is now, and an issued document’s as it was at issue', async () => {
    const contactId = await customer(owner, 'Lau Pa Sat Caterers');
    const invoice = await draft(owner, { kind: 'invoice', contactId, lines: [line('12')] });
    expect(await listedContactName(invoice.id)).toBe('Lau Pa Sat Caterers');

    await rename(contactId, 'Lau Pa Sat Catering Pte. Ltd.');
    expect(await listedContactName(invoice.id)).toBe('Lau Pa Sat Catering Pte. Ltd.');

    await issue(owner, invoice.id);
    await rename(contactId, 'LPS Catering Pte. Ltd.');
    expect(await listedContactName(invoice.id)).toBe('Lau Pa Sat Catering Pte. Ltd.');
  });

  it('gives each draft its own contact’s name', async () => {
    const [first, second] = await Promise.all([
      customer(owner, 'Tiong Bahru Bakery'),
      customer(owner, 'Chinatown Complex Florist'),
    ]);
    const a = await draft(owner, { kind: 'invoice', contactId: first, lines: [line('5')] });
    const b = await draft(owner, { kind: 'invoice', contactId: second, lines: [line('6')] });
    expect(await listedContactName(a.id)).toBe('Tiong Bahru Bakery');
    expect(await listedContactName(b.id)).toBe('Chinatown Complex Florist');
  });
});
