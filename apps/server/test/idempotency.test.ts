import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { advisoryLockId } from '../src/idempotency/claim-key.ts';
import { accessList, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// `Idempotency-Key` on every creating POST: a retry with the same key and body answers the
// first answer and creates nothing; another body is refused; the key is claimed with the write.
let t: TestApp;
let founder: TestUser;
let tenantId: string;
let customerId: string;
let keyCount = 0;
const newKey = () => `key-${Date.now()}-${++keyCount}`;
const withKey = (key: string) => ({ 'idempotency-key': key });

beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t);
  tenantId = await createCompany(founder);
  const customer = await founder.c.post('/api/contacts', { role: 'customer', name: 'Ah Seng' });
  customerId = customer.json().id;
});

afterAll(async () => {
  await t.close();
});

const count = async (path: string) => (await founder.c.get(path)).json().total as number;

async function issuedInvoice(unitPrice = '100') {
  const draft = await founder.c.post('/api/documents', {
    kind: 'invoice',
    contactId: customerId,
    lines: [{ description: 'Service', quantity: '1', unitPrice }],
  });
  const issued = await founder.c.post(`/api/documents/${draft.json().id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}

describe('a creating POST with an Idempotency-Key', () => {
  it('answers a repeat with the first answer and creates nothing new', async () => {
    const key = newKey();
    const before = await count('/api/contacts?archived=all');
    const body = { role: 'customer', name: 'Kedai Runcit Maju' };
    const first = await founder.c.post('/api/contacts', body, withKey(key));
    const again = await founder.c.post('/api/contacts', body, withKey(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('/api/contacts?archived=all')).toBe(before + 1);
  });

  it('refuses the same key with another body (422), creating nothing', async () => {
    const key = newKey();
    const before = await count('/api/products');
    const made = await founder.c.post(
      '/api/products',
      { type: 'product', code: `P-${key}`, name: 'Kopi O', sellingPrice: '1.50' },
      withKey(key),
    );
    expect(made.statusCode, made.body).toBe(201);
    const other = await founder.c.post(
      '/api/products',
      { type: 'product', code: `Q-${key}`, name: 'Teh O', sellingPrice: '1.40' },
      withKey(key),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('/api/products')).toBe(before + 1);
  });

  it('never records a payment twice when the client retries', async () => {
    const invoice = await issuedInvoice('100');
    const key = newKey();
    const payment = { amount: '40.00', paymentMethod: 'payNow' };
    const first = await founder.c.post(
      `/api/documents/${invoice.id}/payments`,
      payment,
      withKey(key),
    );
    expect(first.statusCode, first.body).toBe(201);
    const retried = await founder.c.post(
      `/api/documents/${invoice.id}/payments`,
      payment,
      withKey(key),
    );
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(first.json().id);
    const after = (await founder.c.get(`/api/documents/${invoice.id}`)).json();
    expect(after.settled).toBe('40.00');
    expect(after.balance).toBe('60.00');
    expect(
      after.chain.filter((link: { relation: string }) => link.relation === 'payment'),
    ).toHaveLength(1);
  });

  // A process killed, or a connection lost, right after the write's commit: simulated by a
  // database that refuses a key's answer anywhere but in the transaction that wrote the receipt.
  it('keeps the answer with the write: a retry after a failure past the commit gets it', async () => {
    const invoice = await issuedInvoice('100');
    const key = newKey();
    const payment = { amount: '25.00', paymentMethod: 'cash' };
    const pay = () =>
      founder.c.post(`/api/documents/${invoice.id}/payments`, payment, withKey(key));
    await answerOnlyWithTheWrite(async () => {
      const first = await pay();
      const retried = await pay();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(first.statusCode, first.body).toBe(201);
      expect(retried.json()).toEqual(first.json());
    });
    const after = (await founder.c.get(`/api/documents/${invoice.id}`)).json();
    expect(after.balance).toBe('75.00');
    expect(
      after.chain.filter((link: { relation: string }) => link.relation === 'payment'),
    ).toHaveLength(1);
  });

  it('answers a repeated issue, a draft and a conversion with their first answers', async () => {
    const draft = await founder.c.post(
      '/api/documents',
      {
        kind: 'quotation',
        contactId: customerId,
        lines: [{ description: 'A', quantity: '1', unitPrice: '5' }],
      },
      withKey(newKey()),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const issueKey = newKey();
    const issued = await founder.c.post(
      `/api/documents/${draft.json().id}/issue`,
      {},
      withKey(issueKey),
    );
    const reissued = await founder.c.post(
      `/api/documents/${draft.json().id}/issue`,
      {},
      withKey(issueKey),
    );
    expect(issued.statusCode, issued.body).toBe(200);
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json().number).toBe(issued.json().number);
    // Without the key, issuing again is refused: the repeat above was an answer, not an issue.
    expect((await founder.c.post(`/api/documents/${draft.json().id}/issue`)).statusCode).toBe(409);

    const convertKey = newKey();
    const before = await count('/api/documents?kind=invoice');
    const converted = await founder.c.post(
      `/api/documents/${draft.json().id}/convert`,
      { kind: 'invoice' },
      withKey(convertKey),
    );
    const reconverted = await founder.c.post(
      `/api/documents/${draft.json().id}/convert`,
      { kind: 'invoice' },
      withKey(convertKey),
    );
    expect(converted.statusCode, converted.body).toBe(201);
    expect(reconverted.json().id).toBe(converted.json().id);
    expect(await count('/api/documents?kind=invoice')).toBe(before + 1);
  });

  it('answers a repeated duplicate and invitation with their first answers', async () => {
    const invoice = await issuedInvoice('30');
    const duplicateKey = newKey();
    const duplicate = () =>
      founder.c.post(`/api/documents/${invoice.id}/duplicate`, {}, withKey(duplicateKey));
    const before = await count('/api/documents?kind=invoice');
    const copied = await duplicate();
    const recopied = await duplicate();
    expect(copied.statusCode, copied.body).toBe(201);
    expect(recopied.json()).toEqual(copied.json());
    expect(await count('/api/documents?kind=invoice')).toBe(before + 1);

    const email = uniqueEmail('keyed');
    const inviteKey = newKey();
    const invite = () =>
      founder.c.post('/api/invites', { email, accessLevel: accessList(NONE) }, withKey(inviteKey));
    const invited = await invite();
    const reinvited = await invite();
    expect(invited.statusCode, invited.body).toBe(201);
    expect(reinvited.json()).toEqual(invited.json());
    // The mail is kept with the invitation, once.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
  });

  it('keeps keys per company: the same key in another company is a new request', async () => {
    const other = await signUpUser(t);
    await createCompany(other);
    const key = newKey();
    const body = { role: 'customer', name: 'Same Key Trading' };
    const mine = await founder.c.post('/api/contacts', body, withKey(key));
    const theirs = await other.c.post('/api/contacts', body, withKey(key));
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('is not claimed when the request is refused: a corrected retry is carried out', async () => {
    const key = newKey();
    const refused = await founder.c.post(
      '/api/documents',
      { kind: 'invoice', contactId: 'K26KM6Hp-1233' },
      withKey(key),
    );
    expect(refused.statusCode).toBe(400);
    const again = await founder.c.post(
      '/api/documents',
      { kind: 'invoice', contactId: 'K26KM6Hp-1233' },
      withKey(key),
    );
    expect(again.statusCode).toBe(400);
  });

  it('refuses a malformed key', async () => {
    const res = await founder.c.post(
      '/api/contacts',
      { role: 'customer', name: 'Bad Key' },
      withKey('x'.repeat(256)),
    );
    expect(res.statusCode).toBe(400);
  });

  // PostgreSQL only: PGlite is one connection, so no other can hold the key's lock meanwhile
  // (one process's duplicates are refused by its in-flight set before the database is asked).
  it.runIf(testDatabaseMode() === 'postgres')(
    'answers 409 while the same key is in flight on another connection (another process)',
    async () => {
      const key = newKey();
      const url = t.database.pool?.options.connectionString;
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock($1::bigint)', [
          advisoryLockId(tenantId, key),
        ]);
        const before = await count('/api/contacts?archived=all');
        const res = await founder.c.post(
          '/api/contacts',
          { role: 'customer', name: 'In Flight Pte Ltd' },
          withKey(key),
        );
        expect(res.statusCode, res.body).toBe(409);
        expect(await count('/api/contacts?archived=all')).toBe(before);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    },
  );
});

/**
 * Runs `work` while the database refuses to keep a key's answer in any transaction but the one
 * that wrote a document: whatever a server would do after the write's commit fails, as when
 * its process is killed or its connection lost right then.
 */
async function answerOnlyWithTheWrite(work: () => Promise<void>) {
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run(`create function kira_test_wrote() returns trigger language plpgsql as $$
    begin perform set_config('kira_test.wrote', 'yes', true); return null; end $$`);
  await run(`create trigger kira_test_wrote after insert on documents
    for each row execute function kira_test_wrote()`);
  await run(`create function kira_test_answer_with_write() returns trigger language plpgsql as $$
    begin
      if new.status is not null
        and current_setting('kira_test.wrote', true) is distinct from 'yes' then
        raise exception 'a key''s answer outside the transaction of its write';
      end if;
      return new;
    end $$`);
  await run(`create trigger kira_test_answer_with_write before insert or update
    on idempotency_keys for each row execute function kira_test_answer_with_write()`);
  try {
    await work();
  } finally {
    await run('drop trigger kira_test_answer_with_write on idempotency_keys');
    await run('drop function kira_test_answer_with_write()');
    await run('drop trigger kira_test_wrote on documents');
    await run('drop function kira_test_wrote()');
  }
}

describe('the API document', () => {
  it('offers Idempotency-Key on every POST that creates', async () => {
    const spec = (await founder.c.get('/api/openapi.json')).json();
    const creating: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(spec.paths)) {
      const post = operations.post as
        | { responses: Record<string, unknown>; parameters?: { in: string; name: string }[] }
        | undefined;
      if (!post?.responses['201']) continue;
      if (['/api/companies', '/api/documents/{id}/attachments'].includes(path)) continue;
      // The platform team's own board and notices (developers only, no company's data): a
      // retried request at worst adds a task or a notice twice, which its author removes.
      if (['/api/projects', '/api/projects/{id}/tasks', '/api/announcements'].includes(path))
        continue;
      creating.push(path);
      const names = (post.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect(names, path).toContain('idempotency-key');
    }
    expect(creating).toEqual(
      expect.arrayContaining([
        '/api/contacts',
        '/api/products',
        '/api/invites',
        '/api/documents',
        '/api/documents/{id}/convert',
        '/api/documents/{id}/duplicate',
        '/api/documents/{id}/payments',
      ]),
    );
  });
});
