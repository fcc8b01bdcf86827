import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// A company's bank and cash accounts (docs/money-in.md, "Payments").

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Accounts Founder' });
  await createCompany(founder, 'Accounts Pte. Ltd.');
});
afterAll(async () => {
  await t.close();
});

async function accounts(user: TestUser = founder) {
  const res = await user.c.get('/api/settings/accounts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { id: string; name: string; isDefault: boolean; archived: boolean }[];
}

describe('money accounts', () => {
  it('a new company has a default bank account and a cash account', async () => {
    expect(await accounts()).toEqual([
      { id: 'bank', name: 'Bank', kind: 'bank', isDefault: true, archived: false },
      { id: 'cash', name: 'Cash', kind: 'cash', isDefault: false, archived: false },
    ]);
  });

  it('adds, renames, makes default and archives, keeping exactly one default', async () => {
    const added = await founder.c.post('/api/settings/accounts', {
      name: 'DBS current',
      kind: 'bank',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const renamed = await founder.c.patch(`/api/settings/accounts/${id}`, { name: 'DBS Current' });
    expect(renamed.json()).toMatchObject({ name: 'DBS Current', isDefault: false });
    const made = await founder.c.patch(`/api/settings/accounts/${id}`, { isDefault: true });
    expect(made.statusCode, made.body).toBe(200);
    const now = await accounts();
    expect(now.filter((a) => a.isDefault).map((a) => a.id)).toEqual([id]);
    // The default cannot be archived; another can, and back.
    const refused = await founder.c.patch(`/api/settings/accounts/${id}`, { archived: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(/default account cannot be archived/);
    const archived = await founder.c.patch('/api/settings/accounts/bank', { archived: true });
    expect(archived.json()).toMatchObject({ archived: true, isDefault: false });
    // Back to the bank as the default for the tests below.
    const back = await founder.c.patch('/api/settings/accounts/bank', {
      archived: false,
      isDefault: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await accounts()).filter((a) => a.isDefault).map((a) => a.id)).toEqual(['bank']);
  });

  it('refuses bad input and unknown accounts', async () => {
    const noName = await founder.c.post('/api/settings/accounts', { name: ' ', kind: 'bank' });
    expect(noName.statusCode).toBe(400);
    const badKind = await founder.c.post('/api/settings/accounts', { name: 'X', kind: 'card' });
    expect(badKind.statusCode).toBe(400);
    const undefault = await founder.c.patch('/api/settings/accounts/bank', { isDefault: false });
    expect(undefault.statusCode).toBe(400);
    const unknown = await founder.c.patch('/api/settings/accounts/nope', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });

  it("another company's account is not found", async () => {
    const other = await signUpUser(t, { name: 'Other Founder' });
    await createCompany(other, 'Other Accounts Pte. Ltd.');
    const mine = await founder.c.post('/api/settings/accounts', { name: 'Mine', kind: 'cash' });
    const res = await other.c.patch(`/api/settings/accounts/${mine.json().id}`, { name: 'Theirs' });
    expect(res.statusCode).toBe(404);
    expect((await accounts()).find((a) => a.id === mine.json().id)?.name).toBe('Mine');
  });

  it('company read lists, finance read lists, only company write changes', async () => {
    const reader = await addMember(t, founder, { ...NONE, company: 'read' }, 'Company Reader');
    expect((await accounts(reader)).length).toBeGreaterThan(1);
    const clerk = await addMember(t, founder, { ...NONE, finance: 'write' }, 'Finance Clerk');
    expect((await accounts(clerk)).length).toBeGreaterThan(1);
    const denied = await clerk.c.post('/api/settings/accounts', { name: 'X', kind: 'bank' });
    expect(denied.statusCode).toBe(403);
    const stranger = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Sales Only');
    expect((await stranger.c.get('/api/settings/accounts')).statusCode).toBe(403);
  });

  it('a receipt goes through the default account unless it names an open one', async () => {
    const buyer = await customer(founder, 'Account Buyer');
    const plain = await draft(founder, { kind: 'receipt', contactId: buyer, lines: [line('10')] });
    expect(plain.accountId).toBeNull();
    expect((await issue(founder, plain.id)).accountId).toBe('bank');
    const cash = await draft(founder, {
      kind: 'receipt',
      contactId: buyer,
      accountId: 'cash',
      lines: [line('10')],
    });
    expect((await issue(founder, cash.id)).accountId).toBe('cash');
    const unknown = await founder.c.post('/api/documents', {
      kind: 'receipt',
      contactId: buyer,
      accountId: 'nope',
      lines: [line('10')],
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error.message).toMatch(/No account nope/);
    const onInvoice = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: buyer,
      accountId: 'cash',
      lines: [line('10')],
    });
    expect(onInvoice.statusCode).toBe(400);
    // An account archived after the draft named it: its issue is refused, nothing changes.
    const petty = (
      await founder.c.post('/api/settings/accounts', { name: 'Petty', kind: 'cash' })
    ).json();
    const later = await draft(founder, {
      kind: 'receipt',
      contactId: buyer,
      accountId: petty.id,
      lines: [line('10')],
    });
    await founder.c.patch(`/api/settings/accounts/${petty.id}`, { archived: true });
    const refused = await founder.c.post(`/api/documents/${later.id}/issue`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toMatch(/Petty is archived/);
    expect((await founder.c.get(`/api/documents/${later.id}`)).json().status).toBe('draft');
  });
});
