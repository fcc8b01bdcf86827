import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessList,
  addMember,
  createCompany,
  NONE,
  signUpUser,
  type TestUser,
} from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/**
 * Every contact, product, member and invitation the API answers with carries `abilities`: what
 * this user may do to it now, from the policy that enforces it (packages/core/src/policies).
 */

let t: TestApp;
let founder: TestUser;
let salesWriter: TestUser;
let reader: TestUser;
let customerId: string;
let supplierId: string;
let usedContactId: string;
let productId: string;
let usedProductId: string;
const ALL = { edit: true, archive: true, delete: true };
const NOTHING = { edit: false, archive: false, delete: false };

beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Goh Abilities' });
  await createCompany(founder, 'Goh Abilities Pte. Ltd.');
  salesWriter = await addMember(t, founder, { ...NONE, sales: 'write', operation: 'read' }, 'Sam');
  reader = await addMember(
    t,
    founder,
    { ...NONE, sales: 'read', operation: 'read', administrator: 'read' },
    'Rae',
  );
  const add = async (path: string, body: object) => {
    const res = await founder.c.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  customerId = await add('/api/contacts', { role: 'customer', name: 'Aa Customer' });
  supplierId = await add('/api/contacts', { role: 'supplier', name: 'Ab Supplier' });
  usedContactId = await add('/api/contacts', { role: 'customer', name: 'Ac Used Customer' });
  productId = await add('/api/products', { code: 'A-1', name: 'Hinge', sellingPrice: '1.20' });
  usedProductId = await add('/api/products', { code: 'A-2', name: 'Bolt', sellingPrice: '0.50' });
  const quote = await founder.c.post('/api/documents', {
    kind: 'quotation',
    contactId: usedContactId,
    lines: [{ description: 'Bolt', quantity: '1', unitPrice: '0.50', productId: usedProductId }],
  });
  expect(quote.statusCode, quote.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const abilitiesById = (items: { id: string; abilities: unknown }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.abilities]));

describe('abilities of contacts', () => {
  it('are those of the role a writer writes, and nothing for a reader, in lists and alone', async () => {
    const expected = (who: TestUser) =>
      who === reader
        ? { [customerId]: NOTHING, [supplierId]: NOTHING, [usedContactId]: NOTHING }
        : {
            [customerId]: ALL,
            [supplierId]: who === founder ? ALL : NOTHING,
            // Documents refer to it: it can be archived, never deleted.
            [usedContactId]: { edit: true, archive: true, delete: false },
          };
    for (const who of [founder, salesWriter, reader]) {
      const list = await who.c.get('/api/contacts?pageSize=200');
      expect(list.statusCode, list.body).toBe(200);
      expect(abilitiesById(list.json().items)).toEqual(expected(who));
      for (const id of [customerId, supplierId, usedContactId]) {
        const one = await who.c.get(`/api/contacts/${id}`);
        expect(one.json().abilities, `${who.name} ${id}`).toEqual(expected(who)[id]);
      }
    }
  });

  it('come with the answers to creating, changing and archiving', async () => {
    const made = await salesWriter.c.post('/api/contacts', { role: 'customer', name: 'Ad New' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().abilities).toEqual(ALL);
    const id = made.json().id;
    // Made a supplier by someone who writes suppliers: the sales writer may no longer touch it.
    const changed = await founder.c.patch(`/api/contacts/${id}`, { role: 'supplier' });
    expect(changed.json().abilities).toEqual(ALL);
    expect((await salesWriter.c.get(`/api/contacts/${id}`)).json().abilities).toEqual(NOTHING);
    const archived = await founder.c.post(`/api/contacts/${id}/archive`);
    expect(archived.json()).toMatchObject({ archived: true, abilities: ALL });
    const refused = await salesWriter.c.post(`/api/contacts/${id}/restore`);
    expect(refused.statusCode).toBe(403);
  });

  it('say what the server enforces: a contact in use answers 409 to its delete', async () => {
    const res = await founder.c.delete(`/api/contacts/${usedContactId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Documents refer to this contact, so it cannot be deleted: archive it instead.',
    );
  });
});

describe('abilities of products', () => {
  it('are everything for operation write and nothing for readers, in lists and alone', async () => {
    const expected = (who: TestUser) =>
      who === founder
        ? { [productId]: ALL, [usedProductId]: { edit: true, archive: true, delete: false } }
        : { [productId]: NOTHING, [usedProductId]: NOTHING };
    for (const who of [founder, salesWriter, reader]) {
      const list = await who.c.get('/api/products?active=all');
      expect(list.statusCode, list.body).toBe(200);
      expect(abilitiesById(list.json().items)).toEqual(expected(who));
      const one = await who.c.get(`/api/products/${usedProductId}`);
      expect(one.json().abilities).toEqual(expected(who)[usedProductId]);
    }
  });

  it('come with the answers to creating and changing', async () => {
    const made = await founder.c.post('/api/products', {
      code: 'A-3',
      name: 'Nut',
      sellingPrice: '1',
    });
    expect(made.json().abilities).toEqual(ALL);
    const retired = await founder.c.patch(`/api/products/${usedProductId}`, { active: false });
    expect(retired.json()).toMatchObject({
      active: false,
      abilities: { edit: true, archive: true, delete: false },
    });
    const res = await founder.c.delete(`/api/products/${usedProductId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Documents refer to this item, so it cannot be deleted: mark it inactive instead.',
    );
  });
});

describe('abilities of members and invitations', () => {
  it('let an administrator remove anyone but the last administrator; a reader nothing', async () => {
    const members = (await founder.c.get('/api/members')).json().items;
    const byName = Object.fromEntries(
      members.map((m: { name: string; abilities: unknown }) => [m.name, m.abilities]),
    );
    expect(byName).toEqual({
      'Goh Abilities': { edit: true, remove: false },
      Sam: { edit: true, remove: true },
      Rae: { edit: true, remove: true },
    });
    const seen = (await reader.c.get('/api/members')).json().items;
    expect(seen.map((m: { abilities: unknown }) => m.abilities)).toEqual([
      { edit: false, remove: false },
      { edit: false, remove: false },
      { edit: false, remove: false },
    ]);
    const changed = await founder.c.patch(`/api/members/${reader.userId}`, { title: 'Auditor' });
    expect(changed.json().items.map((m: { abilities: unknown }) => m.abilities)).toEqual(
      members.map((m: { abilities: unknown }) => m.abilities),
    );
  });

  it('let an administrator revoke pending invitations only; a reader nothing', async () => {
    const invited = await founder.c.post('/api/invites', {
      email: 'abilities-pending@example.com',
      accessLevel: accessList({ ...NONE, sales: 'read' }),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().abilities).toEqual({ revoke: true });
    const listed = (await founder.c.get('/api/invites')).json().items;
    expect(
      listed.map((i: { status: string; abilities: unknown }) => [i.status, i.abilities]),
    ).toEqual([
      ['pending', { revoke: true }],
      ['accepted', { revoke: false }],
      ['accepted', { revoke: false }],
    ]);
    const seen = (await reader.c.get('/api/invites')).json().items;
    expect(seen.every((i: { abilities: { revoke: boolean } }) => !i.abilities.revoke)).toBe(true);
    const revoked = await founder.c.post(`/api/invites/${invited.json().id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    const again = await founder.c.post(`/api/invites/${invited.json().id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This invitation is revoked and can no longer be revoked',
    );
  });
});

describe('abilities in the demo company', () => {
  it('are all false, even for a visitor with write levels there', async () => {
    const visitor = await signUpUser(t, { name: 'Visitor' });
    expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
    const contacts = (await visitor.c.get('/api/contacts?pageSize=20')).json().items;
    const products = (await visitor.c.get('/api/products?pageSize=20')).json().items;
    expect(contacts.length).toBeGreaterThan(0);
    expect(products.length).toBeGreaterThan(0);
    for (const item of [...contacts, ...products]) expect(item.abilities).toEqual(NOTHING);
  });
});
