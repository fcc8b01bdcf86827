import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../src/db/schema/index.ts';
import { errorForLog, logOptions } from '../src/http/log-options.ts';
import { createCompany, PASSWORD, signUpUser, type TestUser } from './helpers/factories.ts';
import { uniqueEmail } from './helpers/http-client.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Bad input at the boundary: text that cannot be stored, numbers past their limits and paths
// that name nothing answer 4xx and change nothing; the log keeps no personal data.
let t: TestApp;
let founder: TestUser;
let customerId: string;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp(RAISED_LIMITS, { logger: { ...logOptions('info'), stream } });
  founder = await signUpUser(t, { name: 'Tan Ah Kow' });
  await createCompany(founder);
  const customer = await founder.c.post('/api/contacts', {
    role: 'customer',
    name: 'Seng Huat Hardware',
    emails: ['accounts@senghuat.example.sg'],
  });
  expect(customer.statusCode, customer.body).toBe(201);
  customerId = customer.json().id;
});

afterAll(async () => {
  await t.close();
});

const contactCount = async () =>
  (await founder.c.get('/api/contacts?archived=all')).json().total as number;

describe('text that cannot be stored', () => {
  it('is refused in a body field with 400 naming the field, and nothing is written', async () => {
    const before = await contactCount();
    for (const name of ['Bad\u0000Name', 'Lone \uD800 surrogate']) {
      const res = await founder.c.post('/api/contacts', { role: 'customer', name });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'body.name' })]);
    }
    const nested = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [{ description: 'ok', quantity: '1', unitPrice: '1' }, { description: 'x\u0000' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.details[0].field).toBe('body.lines.1.description');
    expect(await contactCount()).toBe(before);
  });

  it('is refused in a query parameter, a path id, a header and a CSV cell', async () => {
    const query = await founder.c.get('/api/contacts?q=Tan%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().error.details[0].field).toBe('querystring.q');

    const path = await founder.c.get('/api/contacts/K%00');
    expect(path.statusCode).toBe(400);
    expect(path.json().error.details[0].field).toBe('params.id');

    const header = await founder.c.post(
      '/api/contacts',
      { role: 'customer', name: 'Header Co' },
      { 'idempotency-key': 'abc\u0000' },
    );
    expect(header.statusCode).toBe(400);
    expect(header.json().error.details[0].field).toBe('headers.idempotency-key');

    const csv = await founder.c.post('/api/contacts/import', {
      csv: 'Name,Role\nNul\u0000 Trading,customer\n',
      mapping: { name: 'Name', role: 'Role' },
      mode: 'skip',
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.details[0].field).toBe('body.csv');
  });

  it('is refused before better-auth sees a sign-up', async () => {
    const email = uniqueEmail();
    const res = await founder.c.post('/api/auth/sign-up/email', {
      name: 'Nul\u0000 Person',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.name');
    const users = await t.database.db.execute(sql`select 1 from "user" where email = ${email}`);
    expect((users as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe('bodies no request needs', () => {
  it('refuses JSON nested deeper than 64 levels, on better-auth routes too', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.appUrl, 'content-type': 'application/json' },
      payload: `{"email":"a@example.sg","password":${deep}}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('body is nested more than 64 levels deep');
  });

  it('refuses a redirect out of the app, or one a header cannot carry', async () => {
    for (const callbackURL of ['https://evil.example/', '//evil.example', '/\\evil', '😀']) {
      const res = await founder.c.post('/api/auth/sign-in/email', {
        email: founder.email,
        password: PASSWORD,
        callbackURL,
      });
      expect(res.statusCode, callbackURL).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.callbackURL');
    }
    const inApp = await founder.c.post('/api/auth/sign-in/email', {
      email: founder.email,
      password: PASSWORD,
      callbackURL: '/loggingin',
    });
    expect(inApp.statusCode).toBe(200);
  });

  it('refuses a discount larger than what it discounts with 400', async () => {
    const overLine = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [
        {
          description: 'x',
          quantity: '1',
          unitPrice: '0.05',
          discount: { kind: 'amount', value: '5' },
        },
      ],
    });
    expect(overLine.statusCode).toBe(400);
    expect(overLine.json().error.message).toBe('A discount cannot be more than its line (0.05)');
    const overLines = await founder.c.post('/api/documents', {
      kind: 'invoice',
      documentDiscount: { kind: 'amount', value: '0.01' },
    });
    expect(overLines.statusCode).toBe(400);
    expect(overLines.json().error.message).toBe(
      'A discount cannot be more than the sum of the lines (0.00)',
    );
  });
});

describe('a path that names nothing', () => {
  it('answers 404 when the id cannot be an id of that kind', async () => {
    for (const path of [
      '/api/contacts/not-an-id',
      `/api/documents/${customerId}`, // a contact's id where a document's belongs
      '/api/documents/..%2F..%2Fetc%2Fpasswd',
      '/api/products/%2e%2e%2f',
      `/api/documents/I26KM6Hp-1233/attachments/not-a-uuid`,
      '/api/imports/123',
    ]) {
      const res = await founder.c.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('numbers past their limits', () => {
  it('refuse a line of 10^9 units at 10^9 with 400 saying the limit', async () => {
    const res = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [{ description: 'Too much', quantity: '999999999', unitPrice: '999999999' }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain('9,999,999,999.99');
    const huge = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [{ description: 'Too much', quantity: '1000000000', unitPrice: '1000000000' }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toContain('999,999,999.9999');
  });

  it('keep the largest amounts that are allowed, to the cent', async () => {
    const res = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: Array.from({ length: 200 }, () => ({
        description: 'Big',
        quantity: '1',
        unitPrice: '49999999.99',
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().subtotal).toBe('9999999998.00');
    const issued = await founder.c.post(`/api/documents/${res.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const paid = await founder.c.post(`/api/documents/${res.json().id}/payments`, {
      amount: '9999999998.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('refuse a payment of 10^11 with 400 saying the limit, changing nothing', async () => {
    const invoice = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: customerId,
      lines: [{ description: 'Kopi', quantity: '1', unitPrice: '10' }],
    });
    const id = invoice.json().id;
    const issued = await founder.c.post(`/api/documents/${id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    const res = await founder.c.post(`/api/documents/${id}/payments`, {
      amount: '100000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('body.amount: Amount can be at most 9,999,999,999.99');
    expect((await founder.c.get(`/api/documents/${id}`)).json().settled).toBe('0.00');
  });

  it('refuse exchange rates outside 0.000001 to 1,000,000', async () => {
    for (const exchangeRate of ['0.0000001', '1000001', '1e3']) {
      const res = await founder.c.post('/api/documents', {
        kind: 'invoice',
        contactId: customerId,
        currency: 'USD',
        exchangeRate,
      });
      expect(res.statusCode, exchangeRate).toBe(400);
    }
  });
});

describe('the log', () => {
  it('keeps request paths without query strings, and no text from requests', async () => {
    logLines.length = 0;
    await founder.c.get('/api/contacts?q=Seng%20Huat%20Hardware');
    await founder.c.post('/api/contacts', {
      role: 'customer',
      name: 'Mdm Lee Siew Lan',
      emails: ['siewlan@example.sg'],
      billingAddress: { line1: '8 Jalan Kukoh', postalCode: '160008' },
    });
    await founder.c.post('/api/auth/sign-in/email', {
      email: founder.email,
      password: 'wrong-password-123',
    });
    const newcomer = uniqueEmail();
    await founder.c.post('/api/auth/sign-up/email', {
      name: 'Puan Noraini Binte Salleh',
      email: newcomer,
      password: PASSWORD,
    });
    const log = logLines.join('');
    expect(log).toContain('"path":"/api/contacts"');
    // One line per request, written once it is answered, with its status and duration.
    const contactLines = logLines.filter((line) => line.includes('"path":"/api/contacts"'));
    expect(contactLines.map((line) => JSON.parse(line).msg)).toEqual([
      expect.stringMatching(/^GET \/api\/contacts 200 \d+ ms$/),
      expect.stringMatching(/^POST \/api\/contacts 201 \d+ ms$/),
    ]);
    // Without SMTP the verification mail is logged by its subject and link only.
    expect(log).toContain('/api/auth/verify-email?token=');
    for (const personal of [
      'Seng Huat',
      'Lee Siew Lan',
      'siewlan@example.sg',
      'Jalan Kukoh',
      founder.email,
      'wrong-password',
      '?q=',
      'Noraini',
      newcomer,
    ])
      expect(log, personal).not.toContain(personal);
  });

  it('keeps a failed statement by its code and name, never its parameters', async () => {
    const failed = await t.database.db
      .insert(contacts)
      .values({
        tenantId: 'no-such-company',
        id: 'K-personal',
        role: 'customer',
        name: 'Mdm Tan Personal',
      } as typeof contacts.$inferInsert)
      .catch((error: unknown) => error);
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).toMatch(/"code":"23\d{3}"/);
    expect(logged).toMatch(/"statement":"k_[\w-]+"/);
    expect(logged).not.toContain('Mdm Tan Personal');
    expect(logged).not.toContain('no-such-company');
  });
});
