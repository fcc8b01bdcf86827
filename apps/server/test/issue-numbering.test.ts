import { likelyDocumentNumbers } from '@kira/core/numbering';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRow } from '../src/audit/record-audit.ts';
import { auditLog, documents } from '../src/db/schema/index.ts';
import { type TenantTransaction, tenantScope } from '../src/db/tenant-scope.ts';
import { lockDraftToIssue } from '../src/documents/store/draft-to-issue.ts';
import { numberFellOutside, takeNumberAndWriteIssued } from '../src/documents/store/issue-rows.ts';
import { customer, draft, issue, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Issuing takes the series' next value and writes the row under its number in one statement,
// picking the number from those core formatted from where the series stood when the draft was
// read (docs/performance.md, "Issuing a document"). These check both outcomes of that pick at
// the store, where a stale guess can be made on purpose. Each test issues in a company of its
// own, so its invoices are numbered from INV-000001 whatever ran before it.

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let customerId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Numbering Guess' });
});
beforeEach(async () => {
  tenantId = await createCompany(founder, 'Numbering Guess Pte. Ltd.');
  customerId = await customer(founder, 'Numbering Guess Customer');
});
afterAll(async () => {
  await t.close();
});

const INVOICE = { prefix: 'INV-', padding: 6 };
function inTransaction<T>(work: (tx: TenantTransaction) => Promise<T>): Promise<T> {
  return tenantScope(t.database.db, { tenantId, userId: founder.userId }).transaction(work);
}

/** The draft read for issuing, and the row and audit record issuing would write of it. */
async function issueOf(tx: TenantTransaction, id: string) {
  const found = await lockDraftToIssue(tx, id);
  const at = new Date();
  const issued = { ...found.row, status: 'issued' as const, issuedAt: at, updatedAt: at };
  const audit = auditRow(tx, {
    entity: 'document',
    entityId: id,
    action: 'issue',
    before: { status: 'draft', number: null },
    after: { status: 'issued', number: '' },
  });
  if (!audit) throw new Error('no change');
  return { found, issued, audit };
}

/** Takes the draft's number in `tx`, guessing the 4 numbers from `first` on. */
function takeGuessing(
  tx: TenantTransaction,
  { issued, audit }: Awaited<ReturnType<typeof issueOf>>,
  first: number,
  { searchTextAfterNumber = 'x' } = {},
) {
  const likely = { first, numbers: likelyDocumentNumbers(INVOICE, first, 4) };
  const series = { kind: 'invoice' as const, prefix: 'INV-', likely };
  return takeNumberAndWriteIssued(tx, series, issued, searchTextAfterNumber, audit);
}

async function auditedNumbers(id: string) {
  const rows = await t.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'issue')));
  return rows.map((row) => (row.after as { number: string }).number);
}

describe('taking a number and writing the issued row in one statement', () => {
  it('writes the number core formatted for the value taken, and its audit record', async () => {
    await issue(founder, (await draft(founder, invoiceBody())).id);
    const { id } = await draft(founder, invoiceBody());
    const taken = await inTransaction(async (tx) => {
      const read = await issueOf(tx, id);
      expect(read.found.likelyNumber).toBe(2);
      // The guess starts one early, as when another issue took a number in between.
      return takeGuessing(tx, read, 1, { searchTextAfterNumber: 'numbering guess customer' });
    });
    expect(taken).toEqual({ value: 2, number: 'INV-000002' });
    const [row] = await t.database.db
      .select({
        number: documents.number,
        value: documents.numberValue,
        text: documents.searchText,
      })
      .from(documents)
      .where(eq(documents.id, id));
    expect(row).toEqual({
      number: 'INV-000002',
      value: 2,
      text: 'inv-000002 numbering guess customer',
    });
    expect(await auditedNumbers(id)).toEqual(['INV-000002']);
  });

  it('fails, taking nothing, when its number is not among the guesses', async () => {
    // The series is at 1: the guesses from 50 on miss it.
    const { id } = await draft(founder, invoiceBody());
    const failure = await inTransaction(async (tx) => takeGuessing(tx, await issueOf(tx, id), 50))
      .then(() => undefined)
      .catch((error: unknown) => error);
    // The use case runs its transaction again (issueRetried), reading the series anew.
    expect(numberFellOutside(failure)).toBe(true);
    expect((await read(founder, id)).status).toBe('draft');
    expect(await auditedNumbers(id)).toEqual([]);
    expect((await issue(founder, id)).number).toBe('INV-000001');
  });

  it('is committed with its transaction', async () => {
    const { id } = await draft(founder, invoiceBody());
    const taken = await inTransaction(async (tx) => takeGuessing(tx, await issueOf(tx, id), 1));
    expect(taken).toEqual({ value: 1, number: 'INV-000001' });
    expect((await read(founder, id)).number).toBe('INV-000001');
    expect(await auditedNumbers(id)).toEqual(['INV-000001']);
    // The series moved on: the next invoice is the second.
    expect((await issue(founder, (await draft(founder, invoiceBody())).id)).number).toBe(
      'INV-000002',
    );
  });

  it('leaves the series where it was when the transaction rolls back', async () => {
    const { id } = await draft(founder, invoiceBody());
    await expect(
      inTransaction(async (tx) => {
        expect(await takeGuessing(tx, await issueOf(tx, id), 1)).toMatchObject({ value: 1 });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await auditedNumbers(id)).toEqual([]);
    expect((await issue(founder, id)).number).toBe('INV-000001');
  });
});

function invoiceBody() {
  return { kind: 'invoice', contactId: customerId, lines: [line('10')] };
}
