import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issuedInvoice, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

/**
 * How many statements a use case sends, counted through drizzle's documented `logger`: one pass
 * per use case is a design rule (docs/performance.md), and a second read of the same row creeps
 * back unseen unless something counts.
 */
const statements: string[] = [];
let recording = false;
const logger = {
  logQuery(query: string) {
    if (recording) statements.push(query.trim().toLowerCase());
  },
};

/** The statements `work` sends, with what runs between BEGIN and COMMIT on PostgreSQL. */
async function counted(work: () => Promise<unknown>) {
  statements.length = 0;
  recording = true;
  try {
    await work();
  } finally {
    recording = false;
  }
  const all = [...statements];
  const begin = all.indexOf('begin');
  const commit = all.lastIndexOf('commit');
  return { all, inTransaction: begin < 0 ? undefined : all.slice(begin + 1, commit) };
}

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { database: await openTestDatabase({ logger }) });
  owner = await signUpUser(t);
  await createCompany(owner);
});
afterAll(() => t.close());

describe('recording a payment', () => {
  it('issues its receipt and settles the invoice in at most 8 statements', async () => {
    const contactId = await customer(owner, 'Chua Hardware');
    const invoice = await issuedInvoice(owner, contactId, '100');
    // A first payment warms what the request reads once per process (statement shapes).
    await owner.c.post(`/api/documents/${invoice.id}/payments`, { amount: '10' });

    const { all, inTransaction } = await counted(async () => {
      const res = await owner.c.post(`/api/documents/${invoice.id}/payments`, { amount: '30' });
      expect(res.statusCode, res.body).toBe(201);
    });

    expect((await read(owner, invoice.id)).balance).toBe('60.00');
    if (testDatabaseMode() === 'postgres') {
      // PostgreSQL: drizzle sends BEGIN and COMMIT itself, so the transaction shows in the log.
      expect(inTransaction, all.join('\n')).toBeDefined();
      expect(inTransaction?.length, inTransaction?.join('\n')).toBeLessThanOrEqual(8);
    }
    // PGlite begins and commits inside its driver: the log shows the statements only. The same
    // code runs on both, so the whole request's count bounds the transaction there too.
    const outside = all.filter((s) => s !== 'begin' && s !== 'commit');
    expect(outside.length, all.join('\n')).toBeLessThanOrEqual(8 + OUTSIDE_THE_TRANSACTION);
  });
});

describe('listing documents', () => {
  it('reads a page, its drafts’ contact names included, in one statement besides the count', async () => {
    const contactId = await customer(owner, 'Jalan Besar Hardware');
    await draft(owner, { kind: 'invoice', contactId, lines: [line('8')] });
    await owner.c.get('/api/documents?kind=invoice');

    const { all } = await counted(async () => {
      const res = await owner.c.get('/api/documents?kind=invoice');
      expect(res.statusCode, res.body).toBe(200);
    });

    const pageReads = all.filter((s) => s.includes('"contacts"'));
    expect(pageReads, all.join('\n')).toHaveLength(1);
    expect(pageReads[0]).toContain('"documents"');
  });
});

/** The request's statement before its transaction: the member's access (the session is cached). */
const OUTSIDE_THE_TRANSACTION = 1;
