import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema/index.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { httpClient } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let founder: TestUser;
let tenantId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Goh Product' });
  tenantId = await createCompany(founder, 'Goh Supplies Pte. Ltd.');
});
afterAll(async () => {
  await t.close();
});

async function addProduct(user: TestUser, body: object) {
  const res = await user.c.post('/api/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('products and services', () => {
  it('creates an item with exact prices and defaults, read back and audited', async () => {
    const item = await addProduct(founder, {
      code: 'HW-0001',
      name: 'Stainless steel hinge',
      unit: 'pc',
      sellingPrice: '1,234.5',
      cost: '0.0125',
    });
    expect(item.id).toMatch(/^G\d{2}/);
    expect(item).toMatchObject({
      type: 'product',
      sellingPrice: '1234.50',
      cost: '0.0125',
      taxCode: 'SR',
      active: true,
      description: '',
    });
    expect((await founder.c.get(`/api/products/${item.id}`)).json()).toEqual(item);
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'create')));
    expect(created).toHaveLength(1);
    expect(created[0]?.after).toMatchObject({ code: 'HW-0001', sellingPrice: '1234.50' });
  });

  it('keeps codes unique in a company, whatever their case', async () => {
    await addProduct(founder, {
      code: 'SV-INSTALL',
      name: 'Installation',
      type: 'service',
      sellingPrice: '80',
    });
    const taken = await founder.c.post('/api/products', {
      code: 'sv-install',
      name: 'Again',
      sellingPrice: '1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Another product or service already has this code');
    const other = await signUpUser(t, { name: 'Other' });
    await createCompany(other, 'Other Pte. Ltd.');
    await addProduct(other, { code: 'SV-INSTALL', name: 'Theirs', sellingPrice: '1' });
  });

  it('refuses bad input with the field and a clear message, creating nothing', async () => {
    const count = async () =>
      (await t.database.db.select().from(products).where(eq(products.tenantId, tenantId))).length;
    const before = await count();
    for (const [body, field, text] of [
      [{ name: 'X', sellingPrice: '1' }, 'body.code', ''],
      [{ code: 'A', name: 'X', sellingPrice: '-1' }, 'body.sellingPrice', 'cannot be negative'],
      [
        { code: 'A', name: 'X', sellingPrice: '1.23456' },
        'body.sellingPrice',
        'at most 4 decimals',
      ],
      [{ code: 'A', name: 'X', sellingPrice: 'ten' }, 'body.sellingPrice', 'enter an amount'],
      [
        { code: 'A', name: 'X', sellingPrice: '1', taxCode: 'GST' },
        'body.taxCode',
        'Pick a tax code',
      ],
      [
        { code: 'A', name: 'X', sellingPrice: '1', type: 'thing' },
        'body.type',
        'product or a service',
      ],
      [{ code: 'A', name: 'X', sellingPrice: 1 }, 'body.sellingPrice', ''],
    ] as const) {
      const res = await founder.c.post('/api/products', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
      expect(res.json().error.message).toContain(text);
    }
    expect(await count()).toBe(before);
  });

  it('changes, retires and deletes an item', async () => {
    const item = await addProduct(founder, {
      code: 'OF-PAPER',
      name: 'A4 paper',
      sellingPrice: '5.90',
    });
    const changed = await founder.c.patch(`/api/products/${item.id}`, {
      sellingPrice: '6.20',
      active: false,
    });
    expect(changed.json()).toMatchObject({ sellingPrice: '6.20', active: false });
    const listed = async (query: string) =>
      (await founder.c.get(`/api/products?q=a4 paper${query}`)).json().items.length;
    expect(await listed('')).toBe(0);
    expect(await listed('&active=false')).toBe(1);
    expect(
      (await founder.c.patch(`/api/products/${item.id}`, { code: 'sv-install' })).statusCode,
    ).toBe(409);
    expect((await founder.c.delete(`/api/products/${item.id}`)).statusCode).toBe(204);
    expect((await founder.c.get(`/api/products/${item.id}`)).statusCode).toBe(404);
  });

  it('lists with filters, sorting and paging, and exports the filtered list', async () => {
    const owner = await signUpUser(t, { name: 'Lister' });
    await createCompany(owner, 'Lister Pte. Ltd.');
    for (const [code, name, type, price, taxCode] of [
      ['B-2', 'bolt', 'product', '0.20', 'SR'],
      ['A-1', 'Anchor', 'product', '3.00', 'ZR'],
      ['C-3', 'Consulting hour', 'service', '150.00', 'SR'],
    ] as const) {
      await addProduct(owner, { code, name, type, sellingPrice: price, taxCode });
    }
    const codes = async (query: string) =>
      (await owner.c.get(`/api/products?${query}`))
        .json()
        .items.map((p: { code: string }) => p.code);
    expect(await codes('')).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await codes('sort=-sellingPrice')).toEqual(['C-3', 'A-1', 'B-2']);
    expect(await codes('sort=name')).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await codes('type=service')).toEqual(['C-3']);
    expect(await codes('taxCode=ZR')).toEqual(['A-1']);
    expect(await codes('q=consult')).toEqual(['C-3']);
    const page = (await owner.c.get('/api/products?pageSize=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((await owner.c.get('/api/products?sort=price')).statusCode).toBe(400);
    const csv = await owner.c.get('/api/products/export.csv?type=product&sort=-sellingPrice');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Type,Code,Name,Description,Unit,Selling price,Cost,Tax code,Active');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['A-1', 'B-2']);
  });
});

describe('product access', () => {
  let itemId: string;
  beforeAll(async () => {
    itemId = (await addProduct(founder, { code: 'ACC-1', name: 'Access item', sellingPrice: '1' }))
      .id;
  });

  it('answers 401 without a session and 404 for another company', async () => {
    const stranger = httpClient(t.app, t.config.appUrl);
    expect((await stranger.get('/api/products')).statusCode).toBe(401);
    expect((await stranger.post('/api/products', {})).statusCode).toBe(401);
    const other = await signUpUser(t, { name: 'Outsider' });
    await createCompany(other, 'Outsider Pte. Ltd.');
    expect((await other.c.get(`/api/products/${itemId}`)).statusCode).toBe(404);
    expect((await other.c.patch(`/api/products/${itemId}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.c.delete(`/api/products/${itemId}`)).statusCode).toBe(404);
    expect((await founder.c.get(`/api/products/${itemId}`)).json().name).toBe('Access item');
  });

  it('is written with operation write, read by sales and finance too, never by marketing alone', async () => {
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Seller');
    expect((await seller.c.get('/api/products')).statusCode).toBe(200);
    const refused = await seller.c.post('/api/products', {
      code: 'S-1',
      name: 'No',
      sellingPrice: '1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('write access to operation');
    expect((await seller.c.patch(`/api/products/${itemId}`, { name: 'x' })).statusCode).toBe(403);
    const marketer = await addMember(t, founder, { ...NONE, marketing: 'write' }, 'Marketer');
    expect((await marketer.c.get('/api/products')).statusCode).toBe(403);
    const operator = await addMember(t, founder, { ...NONE, operation: 'write' }, 'Operator');
    expect((await operator.c.patch(`/api/products/${itemId}`, { unit: 'box' })).statusCode).toBe(
      200,
    );
  });

  it('refuses writes in the demo company', async () => {
    const visitor = await signUpUser(t, { name: 'Visitor' });
    expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
    const res = await visitor.c.post('/api/products', { code: 'D', name: 'D', sellingPrice: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('read-only showcase');
  });
});
