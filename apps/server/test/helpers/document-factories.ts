import { expect } from 'vitest';
import type { TestUser } from './factories.ts';

/** One standard-rated line of `quantity` x `unitPrice`. */
export const line = (unitPrice: string, quantity = '1', extra: object = {}) => ({
  description: 'Stainless hinge',
  quantity,
  unitPrice,
  taxCode: 'SR',
  ...extra,
});

/** A new draft (201 expected). */
export async function draft(user: TestUser, body: object) {
  const res = await user.c.post('/api/documents', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Issues a draft (200 expected). */
export async function issue(user: TestUser, id: string) {
  const res = await user.c.post(`/api/documents/${id}/issue`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** An issued invoice of one line of `price` for the contact. */
export async function issuedInvoice(user: TestUser, contactId: string, price: string) {
  return issue(user, (await draft(user, { kind: 'invoice', contactId, lines: [line(price)] })).id);
}

/** A customer of the user's active company; its id. */
export async function customer(user: TestUser, name: string): Promise<string> {
  const res = await user.c.post('/api/contacts', { role: 'customer', name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A document as it is now. */
export async function read(user: TestUser, id: string) {
  const res = await user.c.get(`/api/documents/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** How many documents of a kind the user's active company has, drafts and void included. */
export async function countOf(user: TestUser, kind: string): Promise<number> {
  const res = await user.c.get(`/api/documents?kind=${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}
