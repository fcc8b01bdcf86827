import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/db/raw-rows.ts';
import { holdSlot } from '../src/limits/work-slots.ts';
import { customer, draft, line } from './helpers/document-factories.ts';
import {
  accessList,
  addMember,
  createCompany,
  NONE,
  signUpUser,
  type TestUser,
} from './helpers/factories.ts';
import { httpClient, uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, DEFAULT_LIMITS, type TestApp } from './helpers/test-app.ts';

// Kira's own limits (limits/), at their defaults unless a test says otherwise. Each app counts
// on a clock of its own that does not move (helpers/test-app.ts), so no window ends mid-test.
let t: TestApp;
let founder: TestUser;
let contactId: string;

beforeAll(async () => {
  t = await buildTestApp({
    // Sign-ups from the one test address are not what this file limits.
    rateLimits: { ...DEFAULT_LIMITS, signUpsPerAddress: 10_000 },
  });
  founder = await signUpUser(t, { name: 'Goh Siew Ling' });
  await createCompany(founder, 'Goh Hardware Pte. Ltd.');
  contactId = await customer(founder, 'Ah Huat Trading');
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: an error answer, read field by field
function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): any }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function invoiceDraft(user: TestUser) {
  return (await draft(user, { kind: 'invoice', contactId, lines: [line('10')] })).id as string;
}

describe('CSV exports and imports: 20 a minute per user', () => {
  it('answers the 21st with 429, Retry-After and the limit in words; a refused one counts nothing', async () => {
    const outsider = await signUpUser(t, { name: 'No Access' });
    // Refused before any count: not a member of a company that lets them read contacts.
    for (let i = 0; i < 25; i++) {
      expect((await outsider.c.get('/api/contacts/export.csv')).statusCode).not.toBe(200);
    }
    const user = await signUpUser(t, { name: 'Tan Export' });
    await createCompany(user, 'Tan Export Pte. Ltd.');
    const paths = ['/api/contacts/export.csv', '/api/products/export.csv'];
    for (let i = 0; i < 19; i++) {
      const res = await user.c.get(paths[i % 2] as string);
      expect(res.statusCode, res.body).toBe(200);
    }
    const importing = await user.c.post('/api/contacts/import', {
      csv: 'Role,Name\ncustomer,Imported One',
      mapping: { role: 'Role', name: 'Name' },
      run: 'dry-run',
    });
    expect(importing.statusCode, importing.body).toBe(202);
    const refused = await user.c.get('/api/documents/export.csv?kind=invoice');
    expectLimited(refused);
    expect(refused.json().error.message).toContain('20 CSV files a minute');
  });
});

describe('document sends: 10 a minute per user, 500 recipients a day per company', () => {
  it('answers the 11th send with 429 and mails nothing for it', async () => {
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push(await invoiceDraft(founder));
    for (const id of ids.slice(0, 10)) {
      const res = await founder.c.post(`/api/documents/${id}/send`, {
        to: ['accounts@ahhuat.example.sg'],
        issue: true,
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const before = await outboxCount();
    const refused = await founder.c.post(`/api/documents/${ids[10]}/send`, {
      to: ['accounts@ahhuat.example.sg'],
      issue: true,
    });
    expectLimited(refused);
    expect(refused.json().error.message).toContain('10 documents a minute');
    expect(await outboxCount()).toBe(before);
    // Not issued either: the limit is decided before anything is written.
    expect((await founder.c.get(`/api/documents/${ids[10]}`)).json().status).toBe('draft');
  });

  it('counts every recipient of a company, whoever sends', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...DEFAULT_LIMITS, recipientsPerCompanyPerDay: 5 },
    });
    try {
      const owner = await signUpUser(limited, { name: 'Owner Five' });
      await createCompany(owner, 'Five Recipients Pte. Ltd.');
      const buyer = await customer(owner, 'Buyer');
      const send = async (to: string[]) => {
        const made = await draft(owner, { kind: 'invoice', contactId: buyer, lines: [line('5')] });
        return owner.c.post(`/api/documents/${made.id}/send`, { to, issue: true });
      };
      expect((await send(['a@x.example', 'b@x.example', 'c@x.example'])).statusCode).toBe(202);
      const refused = await send(['d@x.example', 'e@x.example', 'f@x.example']);
      expectLimited(refused);
      expect(refused.json().error.message).toContain('5 recipients a day');
      expect((await send(['d@x.example', 'e@x.example'])).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('invitations: 20 an hour per user', () => {
  it('answers the 21st with 429; a replay of an Idempotency-Key is not counted', async () => {
    const owner = await signUpUser(t, { name: 'Invite Owner' });
    await createCompany(owner, 'Invites Pte. Ltd.');
    const body = () => ({ email: uniqueEmail('invitee'), accessLevel: accessList(NONE) });
    const once = body();
    for (let i = 0; i < 5; i++) {
      const res = await owner.c.post('/api/invites', once, { 'idempotency-key': 'invite-once' });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let i = 0; i < 19; i++) {
      const res = await owner.c.post('/api/invites', body());
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await owner.c.post('/api/invites', body());
    expectLimited(refused);
    expect(refused.json().error.message).toContain('20 invitations an hour');
  });
});

describe('PDF ZIPs: 10 a minute per user, 3 at once', () => {
  it('answers the 11th ZIP of a minute with 429', async () => {
    const user = await signUpUser(t, { name: 'Zip User' });
    await createCompany(user, 'Zip Pte. Ltd.');
    const buyer = await customer(user, 'Zip Buyer');
    const made = await draft(user, { kind: 'invoice', contactId: buyer, lines: [line('1')] });
    for (let i = 0; i < 10; i++) {
      const res = await user.c.get(`/api/documents/pdfs.zip?ids=${made.id}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await user.c.get(`/api/documents/pdfs.zip?ids=${made.id}`);
    expectLimited(refused);
    expect(refused.json().error.message).toContain('10 ZIPs of PDFs a minute');
  });

  it('holds at most 3 slots of a key at once, and takes back a slot whose lease ended', async () => {
    const key = `zip:user:test-${randomBytes(4).toString('hex')}`;
    const limit = { key, max: 3, leaseMs: 60_000 };
    const now = Date.UTC(2041, 0, 1);
    const held = await Promise.all([1, 2, 3].map(() => holdSlot(t.database.db, limit, now)));
    expect(held.filter(Boolean)).toHaveLength(3);
    expect(await holdSlot(t.database.db, limit, now)).toBeNull();
    await held[0]?.();
    const again = await holdSlot(t.database.db, limit, now);
    expect(again).not.toBeNull();
    expect(await holdSlot(t.database.db, limit, now)).toBeNull();
    // A process that died holding its slots: once the leases end, they are free again.
    expect(await holdSlot(t.database.db, limit, now + 60_001)).not.toBeNull();
  });
});

describe('account mails: 5 an hour per address', () => {
  it('sends the verification mail and four more, then answers 429', async () => {
    const email = uniqueEmail('mails');
    const c = httpClient(t.app, t.config.appUrl);
    const signUp = await c.post('/api/auth/sign-up/email', {
      name: 'Mail Five',
      email,
      password: 'kopi-siew-dai-2026',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    // Two in a row still work: the sign-up's mail and one asked again at once.
    for (let i = 0; i < 4; i++) {
      const again = await c.post('/api/auth/send-verification-email', { email });
      expect(again.statusCode, again.body).toBe(200);
    }
    const reset = await c.post('/api/auth/request-password-reset', { email });
    expectLimited(reset);
    expect(reset.json().error.message).toContain('5 e-mails an hour');
    // Another address is not held back by this one.
    const other = await c.post('/api/auth/request-password-reset', { email: uniqueEmail('x') });
    expect(other.statusCode).toBe(200);
  });
});

describe("attachment storage: the plan's limit", () => {
  it('answers 402 naming the limit and the plan that lifts it, and keeps nothing', async () => {
    const owner = await signUpUser(t, { name: 'Quota Owner' });
    const tenantId = await createCompany(owner, 'Quota Pte. Ltd.');
    // The company's storage held to 1 MB, as a developer's override would set it.
    await t.database.db.execute(
      sql`update companies set limit_overrides = '{"storageMb": 1}' where tenant_id = ${tenantId}`,
    );
    const buyer = await customer(owner, 'Quota Buyer');
    const made = await draft(owner, { kind: 'invoice', contactId: buyer, lines: [line('1')] });
    const pdf = (kb: number) =>
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024 - 9, 0x20)]);
    const upload = (bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/documents/${made.id}/attachments`,
        headers: {
          origin: t.config.appUrl,
          cookie: [...owner.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/pdf',
          'x-file-name': 'scan.pdf',
        },
        payload: bytes,
      });
    for (let i = 0; i < 3; i++) expect((await upload(pdf(300))).statusCode).toBe(201);
    const refused = await upload(pdf(300));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('PAYMENT_REQUIRED');
    expect(refused.json().error.message).toContain(
      'Your Business plan allows 1 MB of attachments, and 0.9 MB are used',
    );
    expect(refused.json().error.message).toContain('Ask Kira’s support to raise it.');
    expect(refused.json().error.details).toMatchObject({ limit: 'storageMb', allowed: 1 });
    const listed = await owner.c.get(`/api/documents/${made.id}`);
    expect(listed.json().attachments).toHaveLength(3);
    expect((await upload(pdf(100))).statusCode).toBe(201);
  });
});

describe('sign-in failures', () => {
  it('are counted in the database, where every server process sees them', async () => {
    const email = uniqueEmail('signin');
    await signUpUser(t, { name: 'Sign In', email });
    const c = httpClient(t.app, t.config.appUrl);
    for (let i = 0; i < DEFAULT_LIMITS.signInFailuresPerAccount; i++) {
      const res = await c.post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' });
      expect(res.statusCode).toBe(401);
    }
    const counted = rawRows<{ used: number }>(
      await t.database.db.execute(
        sql`select used from rate_counters where key = ${`signin-failed:account:${email}`}`,
      ),
    );
    expect(counted.map((row) => Number(row.used))).toEqual([
      DEFAULT_LIMITS.signInFailuresPerAccount,
    ]);
    expectLimited(
      await c.post('/api/auth/sign-in/email', { email, password: 'kopi-siew-dai-2026' }),
    );
  });
});

async function outboxCount(): Promise<number> {
  const [row] = rawRows<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from mail_outbox`),
  );
  return Number(row?.n ?? 0);
}

// A member without the sales department: the send is refused before any count.
describe('refusals that do not depend on volume', () => {
  it('a 403 moves no counter', async () => {
    const member = await addMember(t, founder, NONE, 'Lee No Sales');
    const id = await invoiceDraft(founder);
    for (let i = 0; i < 15; i++) {
      const res = await member.c.post(`/api/documents/${id}/send`, {
        to: ['x@example.sg'],
        issue: true,
      });
      expect([403, 404]).toContain(res.statusCode);
    }
    const counted = rawRows<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from rate_counters where key = ${`send:user:${member.userId}`}`,
      ),
    );
    expect(Number(counted[0]?.n)).toBe(0);
  });
});
