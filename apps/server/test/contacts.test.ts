import { uenWarningOf } from '@kira/core/contacts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactAddresses, contacts } from '../src/db/schema/index.ts';
import {
  accessList,
  addMember,
  createCompany,
  type Levels,
  NONE,
  signUpUser,
  type TestUser,
} from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let founder: TestUser;
let tenantId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Tan Ah Kow' });
  tenantId = await createCompany(founder);
});
afterAll(async () => {
  await t.close();
});

const TAN_TRADING = {
  role: 'customer',
  name: 'Tan Trading Pte. Ltd.',
  uen: '201227749M',
  gstNumber: '201227749M',
  contactPerson: 'Mr Tan Wei Ming',
  emails: ['Accounts@TanTrading.sg'],
  phones: ['+65 6123 4567'],
  billingAddress: { line1: '21 Tampines Street 92', line2: '#04-12', postalCode: '528891' },
  paymentTermsDays: 30,
  tags: ['wholesale', 'key account'],
};

async function addContact(user: TestUser, body: object) {
  const res = await user.c.post('/api/contacts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('contacts', () => {
  it('creates a contact with a generated id and addresses, read back and audited', async () => {
    const contact = await addContact(founder, TAN_TRADING);
    expect(contact.id).toMatch(/^K\d{2}[A-L]/);
    expect(contact).toMatchObject({
      role: 'customer',
      name: 'Tan Trading Pte. Ltd.',
      uen: '201227749M',
      uenWarning: null,
      emails: ['accounts@tantrading.sg'],
      currency: 'SGD',
      archived: false,
      billingAddress: {
        line1: '21 Tampines Street 92',
        postalCode: '528891',
        country: 'Singapore',
      },
      deliveryAddress: null,
    });
    expect(contact.billingAddress.id).toMatch(/^A\d{2}/);
    const read = await founder.c.get(`/api/contacts/${contact.id}`);
    expect(read.json()).toEqual(contact);
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contact.id), eq(auditLog.action, 'create')));
    expect(created).toEqual([
      expect.objectContaining({ tenantId, entity: 'contact', userId: founder.userId }),
    ]);
  });

  it('refuses bad input with the field and a clear message, creating nothing', async () => {
    const before = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.tenantId, tenantId));
    for (const [body, field, text] of [
      [{ role: 'customer' }, 'body.name', ''],
      [{ role: 'customer', name: 'X', uen: '12AB' }, 'body.uen', 'A UEN has 9 or 10 characters'],
      [
        { role: 'customer', name: 'X', emails: ['nope'] },
        'body.emails.0',
        'Enter an e-mail address',
      ],
      [{ role: 'customer', name: 'X', phones: ['123'] }, 'body.phones.0', '8 to 15 digits'],
      [
        { role: 'customer', name: 'X', billingAddress: { line1: 'a', postalCode: '1234' } },
        'body.billingAddress.postalCode',
        '6 digits',
      ],
      [{ role: 'partner', name: 'X' }, 'body.role', 'customer, a supplier or both'],
    ] as const) {
      const res = await founder.c.post('/api/contacts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
      expect(res.json().error.message).toContain(text);
    }
    const after = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.tenantId, tenantId));
    expect(after.length).toBe(before.length);
  });

  it('keeps e-mails lower-cased without repeats and at most 5 of them and of phones; a postal code outside Singapore is free text', async () => {
    const made = await founder.c.post('/api/contacts', {
      role: 'customer',
      name: 'Lists Pte. Ltd.',
      emails: ['Accounts@Lists.sg', 'accounts@lists.sg', 'BOSS@lists.sg'],
      phones: ['+65 6123 4567', '+65 6123 4567', '+65 9123 4567'],
      billingAddress: { line1: '1 Jalan Ampang', postalCode: '50450', country: 'Malaysia' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      emails: ['accounts@lists.sg', 'boss@lists.sg'],
      phones: ['+65 6123 4567', '+65 9123 4567'],
      billingAddress: { postalCode: '50450', country: 'Malaysia' },
    });
    const six = (make: (n: number) => string) => Array.from({ length: 6 }, (_, n) => make(n));
    for (const [body, field] of [
      [{ emails: six((n) => `buyer${n}@lists.sg`) }, 'body.emails'],
      [{ phones: six((n) => `+65 6123 456${n}`) }, 'body.phones'],
    ] as const) {
      const res = await founder.c.post('/api/contacts', { role: 'customer', name: 'Six', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it('asks to confirm a UEN whose check letter looks wrong, then keeps the warning', async () => {
    const body = { role: 'supplier', name: 'Doubtful Supplies', uen: '53012345D' };
    const refused = await founder.c.post('/api/contacts', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('would usually be B');
    const saved = await addContact(founder, { ...body, acceptUenWarning: true });
    expect(saved.uenWarning).toContain('would usually be B');
  });

  it('changes fields, replaces and removes addresses keeping their ids, and audits before/after', async () => {
    const contact = await addContact(founder, { ...TAN_TRADING, name: 'Changing Co' });
    const res = await founder.c.patch(`/api/contacts/${contact.id}`, {
      notes: 'Pays on the 25th',
      billingAddress: { line1: '1 Raffles Place', postalCode: '048616' },
      deliveryAddress: { line1: '5 Jurong Port Road', postalCode: '619110' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json();
    expect(changed.notes).toBe('Pays on the 25th');
    expect(changed.billingAddress).toMatchObject({
      id: contact.billingAddress.id,
      line1: '1 Raffles Place',
    });
    expect(changed.deliveryAddress.id).toMatch(/^A/);
    const removed = (
      await founder.c.patch(`/api/contacts/${contact.id}`, { deliveryAddress: null })
    ).json();
    expect(removed.deliveryAddress).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contact.id), eq(auditLog.action, 'update')))
      // The first of its two updates: without an order, PostgreSQL may give either first.
      .orderBy(auditLog.id);
    expect(audit?.before).toMatchObject({ notes: '' });
    expect(audit?.after).toMatchObject({ notes: 'Pays on the 25th' });
    expect((await founder.c.patch(`/api/contacts/${contact.id}`, {})).statusCode).toBe(400);
  });

  it('archives and restores; archived contacts leave the default list', async () => {
    const contact = await addContact(founder, { role: 'customer', name: 'Zz Archived Bakery' });
    const archived = await founder.c.post(`/api/contacts/${contact.id}/archive`);
    expect(archived.json().archived).toBe(true);
    const names = async (query: string) =>
      (await founder.c.get(`/api/contacts?q=archived bakery${query}`))
        .json()
        .items.map((c: { name: string }) => c.name);
    expect(await names('')).toEqual([]);
    expect(await names('&archived=true')).toEqual(['Zz Archived Bakery']);
    expect((await founder.c.post(`/api/contacts/${contact.id}/restore`)).json().archived).toBe(
      false,
    );
    expect(await names('')).toEqual(['Zz Archived Bakery']);
  });

  it('shows a write at once, though counts and levels are kept between writes', async () => {
    const total = async (user: TestUser) => {
      const res = await user.c.get('/api/contacts?q=kept between');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total;
    };
    expect(await total(founder)).toBe(0);
    expect(await total(founder)).toBe(0);
    await addContact(founder, { role: 'customer', name: 'Kept Between Writes Pte. Ltd.' });
    expect(await total(founder)).toBe(1);

    const seller = await addMember(t, founder, { ...NONE, sales: 'read' });
    expect(await total(seller)).toBe(1);
    const lowered = await founder.c.patch(`/api/members/${seller.userId}`, {
      accessLevel: accessList(NONE),
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await seller.c.get('/api/contacts')).statusCode).toBe(403);
  });

  it('deletes a contact and its addresses', async () => {
    const contact = await addContact(founder, { ...TAN_TRADING, name: 'Short Lived' });
    expect((await founder.c.delete(`/api/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await founder.c.get(`/api/contacts/${contact.id}`)).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(contactAddresses)
        .where(eq(contactAddresses.contactId, contact.id)),
    ).toEqual([]);
    expect((await founder.c.delete(`/api/contacts/${contact.id}`)).statusCode).toBe(404);
  });
});

describe('the contact list', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpUser(t, { name: 'List Owner' });
    await createCompany(owner, 'List Co Pte. Ltd.');
    const people = [
      ['customer', 'Ah Huat Hardware', ['retail']],
      ['supplier', 'Bedok Paper Supplies', ['wholesale']],
      ['both', 'Changi Logistics', ['wholesale', 'overseas']],
      ['customer', 'delta florist', []],
      ['supplier', 'Eunos Metal Works', ['retail']],
    ] as const;
    for (const [role, name, tags] of people) {
      await addContact(owner, {
        role,
        name,
        tags,
        emails: [`${name.split(' ')[0]?.toLowerCase()}@example.sg`],
      });
    }
  });
  const list = async (query = '') => (await owner.c.get(`/api/contacts?${query}`)).json();
  const names = async (query = '') =>
    (await list(query)).items.map((c: { name: string }) => c.name);

  it('sorts by name ignoring case, both ways, and pages without overlap', async () => {
    expect(await names()).toEqual([
      'Ah Huat Hardware',
      'Bedok Paper Supplies',
      'Changi Logistics',
      'delta florist',
      'Eunos Metal Works',
    ]);
    expect((await names('sort=-name'))[0]).toBe('Eunos Metal Works');
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first.total).toBe(5);
    expect([...first.items, ...second.items].map((c: { name: string }) => c.name)).toEqual([
      'Ah Huat Hardware',
      'Bedok Paper Supplies',
      'Changi Logistics',
      'delta florist',
    ]);
  });

  it('lists what the contact book shows of each contact; the rest is in the contact itself', async () => {
    const [item] = (await list('pageSize=1')).items;
    expect(Object.keys(item).sort()).toEqual([
      'abilities',
      'archived',
      'balance',
      'balances',
      'contactPerson',
      'emails',
      'id',
      'name',
      'paymentTermsDays',
      'phones',
      'role',
      'tags',
      'uen',
      'updatedAt',
    ]);
    const contact = (await owner.c.get(`/api/contacts/${item.id}`)).json();
    expect(contact).toMatchObject(item);
    expect(contact).toHaveProperty('billingAddress');
  });

  it("lists each contact's own payment terms, null for the company's", async () => {
    const own = await addContact(founder, {
      role: 'customer',
      name: 'Terms Listed 45',
      paymentTermsDays: 45,
    });
    const plain = await addContact(founder, { role: 'customer', name: 'Terms Listed None' });
    const listed = (await founder.c.get('/api/contacts?q=terms listed')).json().items;
    expect(
      listed.map((c: { id: string; paymentTermsDays: number | null }) => [
        c.id,
        c.paymentTermsDays,
      ]),
    ).toEqual([
      [own.id, 45],
      [plain.id, null],
    ]);
  });

  it('filters by role (customers and suppliers include both), tag and quick text', async () => {
    expect(await names('role=customer')).toEqual([
      'Ah Huat Hardware',
      'Changi Logistics',
      'delta florist',
    ]);
    expect(await names('role=supplier')).toEqual([
      'Bedok Paper Supplies',
      'Changi Logistics',
      'Eunos Metal Works',
    ]);
    expect(await names('tag=wholesale')).toEqual(['Bedok Paper Supplies', 'Changi Logistics']);
    expect(await names('q=EUNOS')).toEqual(['Eunos Metal Works']);
    expect(await names('q=bedok%40example')).toEqual(['Bedok Paper Supplies']);
    expect(await names('q=50%25')).toEqual([]);
    expect((await owner.c.get('/api/contacts/tags')).json().tags).toEqual([
      'overseas',
      'retail',
      'wholesale',
    ]);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'sort=colour',
      'pageSize=1000',
      'page=0',
      'role=friend',
      'archived=maybe',
    ]) {
      const res = await owner.c.get(`/api/contacts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports the filtered list as CSV the import reads back', async () => {
    const res = await owner.c.get('/api/contacts/export.csv?role=supplier&sort=-name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,Role,Name,UEN,GST number,/);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'Eunos Metal Works',
      'Changi Logistics',
      'Bedok Paper Supplies',
    ]);
  });
});

describe('contact access', () => {
  const only = (levels: Partial<Levels>): Levels => ({ ...NONE, ...levels });
  let contactId: string;
  let supplierId: string;
  beforeAll(async () => {
    contactId = (await addContact(founder, { role: 'customer', name: 'Access Test Customer' })).id;
    supplierId = (await addContact(founder, { role: 'supplier', name: 'Access Test Supplier' })).id;
  });

  it('answers 401 without a session', async () => {
    const stranger = (await import('./helpers/http-client.ts')).httpClient(t.app, t.config.appUrl);
    for (const res of [
      await stranger.get('/api/contacts'),
      await stranger.post('/api/contacts', { role: 'customer', name: 'X' }),
      await stranger.get(`/api/contacts/${contactId}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    }
  });

  it('answers 404 for another company’s contact and never lists it', async () => {
    const other = await signUpUser(t, { name: 'Other Founder' });
    await createCompany(other, 'Other Co Pte. Ltd.');
    expect((await other.c.get(`/api/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await other.c.patch(`/api/contacts/${contactId}`, { notes: 'mine' })).statusCode).toBe(
      404,
    );
    expect((await other.c.delete(`/api/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await other.c.post(`/api/contacts/${contactId}/archive`)).statusCode).toBe(404);
    expect((await other.c.get('/api/contacts?q=access test')).json().total).toBe(0);
    expect((await founder.c.get(`/api/contacts/${contactId}`)).json().notes).toBe('');
  });

  it('lets operation write suppliers but not customers, and read needs a level', async () => {
    const operator = await addMember(t, founder, only({ operation: 'write' }), 'Operator');
    expect((await operator.c.get('/api/contacts')).statusCode).toBe(200);
    expect(
      (await operator.c.post('/api/contacts', { role: 'supplier', name: 'New Supplier' }))
        .statusCode,
    ).toBe(201);
    const refused = await operator.c.post('/api/contacts', {
      role: 'customer',
      name: 'New Customer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(
      'write access to sales or write access to marketing',
    );
    expect((await operator.c.patch(`/api/contacts/${contactId}`, { notes: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await operator.c.patch(`/api/contacts/${supplierId}`, { notes: 'ok' })).statusCode,
    ).toBe(200);
    expect(
      (await operator.c.patch(`/api/contacts/${supplierId}`, { role: 'both' })).statusCode,
    ).toBe(403);

    const nobody = await addMember(t, founder, only({ company: 'write' }), 'Nobody');
    expect((await nobody.c.get('/api/contacts')).statusCode).toBe(403);
    const reader = await addMember(t, founder, only({ finance: 'read' }), 'Reader');
    expect((await reader.c.get(`/api/contacts/${contactId}`)).statusCode).toBe(200);
    expect(
      (await reader.c.post('/api/contacts', { role: 'supplier', name: 'No' })).statusCode,
    ).toBe(403);
    expect((await founder.c.get(`/api/contacts/${contactId}`)).json().notes).toBe('');
  });

  it('refuses writes in the demo company to everyone but developers', async () => {
    const visitor = await signUpUser(t, { name: 'Visitor' });
    expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
    const book = (await visitor.c.get('/api/contacts?pageSize=200')).json();
    expect(book.total).toBeGreaterThanOrEqual(55);
    expect(book.items.filter((c: { uen: string }) => uenWarningOf(c.uen))).toEqual([]);
    const items = (await visitor.c.get('/api/products?active=all')).json();
    expect(items.total).toBeGreaterThanOrEqual(75);
    const refused = await visitor.c.post('/api/contacts', { role: 'customer', name: 'Demo Edit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('read-only showcase');
  });

  it('keeps a GST number as typed and finds it written with or without its hyphens', async () => {
    const contact = await addContact(founder, {
      role: 'customer',
      name: 'Hyphen Gst Trading',
      gstNumber: ' M2-1234567-8 ',
    });
    expect(contact.gstNumber).toBe('M2-1234567-8');
    expect((await founder.c.get(`/api/contacts/${contact.id}`)).json().gstNumber).toBe(
      'M2-1234567-8',
    );
    const found = async (q: string) =>
      (await founder.c.get(`/api/contacts?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { id: string }) => c.id);
    expect(await found('M212345678')).toContain(contact.id);
    expect(await found('m2-1234567-8')).toContain(contact.id);

    // A contact saved before numbers were kept as typed holds them without punctuation, in its
    // row and its search text: typed with hyphens, the search still finds it.
    await t.database.db
      .update(contacts)
      .set({ gstNumber: 'M212345678', searchText: 'hyphen gst trading m212345678' })
      .where(eq(contacts.id, contact.id));
    expect(await found('M2-1234567-8')).toContain(contact.id);
    expect(await found('M2-1234567-9')).not.toContain(contact.id);
    const refused = await founder.c.post('/api/contacts', {
      role: 'customer',
      name: 'Bad Gst',
      gstNumber: 'M2-123456-8',
    });
    expect(refused.statusCode).toBe(400);
  });
});
