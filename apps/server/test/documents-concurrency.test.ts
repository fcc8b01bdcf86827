import { FOUNDER_LEVELS } from '@kira/core/claims';
import { computeTotals } from '@kira/core/document-totals';
import { abilitiesOf } from '@kira/core/permissions';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestAccess } from '../src/access/load-access.ts';
import { auditLog, documentLines, documents } from '../src/db/schema/index.ts';
import { tenantScope } from '../src/db/tenant-scope.ts';
import { issueWithin } from '../src/documents/use-cases/issue.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

const INVOICES = 1_000;
const CLIENTS = 16;

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let customerId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Busy Founder' });
  tenantId = await createCompany(founder, 'Busy Pte. Ltd.');
  const gst = await founder.c.patch('/api/settings/company', {
    gstRegistered: true,
    gstNumber: 'M2-7654321-0',
  });
  expect(gst.statusCode, gst.body).toBe(200);
  customerId = (
    await founder.c.post('/api/contacts', { role: 'customer', name: 'Many Orders' })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

/** A small deterministic spread of lines, so totals exercise rounding. */
function linesFor(n: number) {
  return Array.from({ length: 1 + (n % 5) }, (_, i) => ({
    description: `Item ${n}-${i}`,
    quantity: String(1 + ((n + i) % 7)),
    unitPrice: `${(n * 37 + i * 101) % 500}.${String((n * 13 + i) % 100).padStart(2, '0')}`,
    taxCode: i % 4 === 3 ? 'ZR' : 'SR',
  }));
}

describe('issuing invoices concurrently', () => {
  it(`gives ${INVOICES} invoices from ${CLIENTS} parallel clients distinct consecutive numbers, all kept, totals to the cent`, async () => {
    const answered: { id: string; number: string; total: string; lines: number }[] = [];
    const failures: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < INVOICES) {
        const n = next++;
        const created = await founder.c.post('/api/documents', {
          kind: 'invoice',
          contactId: customerId,
          lines: linesFor(n),
        });
        if (created.statusCode !== 201) {
          failures.push(created.statusCode);
          continue;
        }
        const issued = await founder.c.post(`/api/documents/${created.json().id}/issue`);
        if (issued.statusCode !== 200) {
          failures.push(issued.statusCode);
          continue;
        }
        const body = issued.json();
        answered.push({
          id: body.id,
          number: body.number,
          total: body.total,
          lines: body.lines.length,
        });
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));

    // A request may fail (answered 5xx), never be reported as saved: here none failed.
    expect(failures).toEqual([]);
    expect(answered).toHaveLength(INVOICES);
    const numbers = answered.map((a) => Number(a.number.replace('INV-', ''))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: INVOICES }, (_, i) => i + 1));

    const stored = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.kind, 'invoice')));
    expect(stored.filter((d) => d.status === 'issued')).toHaveLength(INVOICES);
    const byId = new Map(stored.map((d) => [d.id, d]));
    const lines = await t.database.db
      .select()
      .from(documentLines)
      .where(eq(documentLines.tenantId, tenantId));
    for (const a of answered) {
      const row = byId.get(a.id);
      expect(row?.number).toBe(a.number);
      expect(row?.total).toBe(a.total);
      const own = lines.filter((l) => l.documentId === a.id);
      expect(own).toHaveLength(a.lines);
      // Each stored document's total is what its stored lines give.
      const again = computeTotals({
        lines: own.map((l) => ({
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          taxCode: l.taxCode,
          taxRate: l.taxRate,
        })),
        pricesIncludeGst: false,
        gstRounding: 'line',
        cashRounding: false,
      });
      expect(again.total).toBe(row?.total);
    }
    const sum = answered.reduce((acc, a) => acc.plus(a.total), new Big(0)).toFixed(2);
    const sums = (await founder.c.get('/api/documents/summary?kind=invoice&status=issued')).json();
    expect(sums).toEqual({ count: INVOICES, total: sum, balance: sum });
    // Count-based, not time-based: 11-56 s on a busy 2-core machine, so the timeout only stops
    // a run that hangs.
  }, 300_000);
});

describe('issuing one draft twice at once', () => {
  it('issues it once: one answer 200, the others 409, and no number is skipped', async () => {
    const ids = [];
    for (let n = 0; n < 5; n++) {
      const created = await founder.c.post('/api/documents', {
        kind: 'quotation',
        contactId: customerId,
        lines: linesFor(n),
      });
      ids.push(created.json().id as string);
    }
    const numbers: string[] = [];
    for (const id of ids) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => founder.c.post(`/api/documents/${id}/issue`)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      const issued = answers.find((a) => a.statusCode === 200)?.json();
      numbers.push(issued.number);
      expect((await founder.c.get(`/api/documents/${id}`)).json()).toEqual(issued);
    }
    expect(numbers).toEqual(['QUO-000001', 'QUO-000002', 'QUO-000003', 'QUO-000004', 'QUO-000005']);
  });

  it('gives the number back when a later writer in the transaction of the issue fails', async () => {
    const scope = tenantScope(t.database.db, { tenantId, userId: founder.userId });
    const access: RequestAccess = {
      levels: FOUNDER_LEVELS,
      isDeveloper: false,
      emailVerified: true,
      companyReadOnly: false,
      userId: founder.userId,
      tenantId,
      scope,
      abilities: abilitiesOf({
        levels: FOUNDER_LEVELS,
        isDeveloper: false,
        emailVerified: true,
        companyReadOnly: false,
      }),
    };
    const create = async (reference: string) =>
      (
        await founder.c.post('/api/documents', {
          kind: 'delivery',
          contactId: customerId,
          reference,
          lines: linesFor(1),
        })
      ).json().id as string;
    const first = await create('first');
    const writerFailed = new Error('the writer after the issue failed');
    await expect(
      scope.transaction(async (tx) => {
        const issued = await issueWithin(access, tx, first);
        expect(issued.number).toBe('DO-000001');
        throw writerFailed;
      }),
    ).rejects.toBe(writerFailed);
    expect((await founder.c.get(`/api/documents/${first}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
    const second = await create('second');
    const issued = await founder.c.post(`/api/documents/${second}/issue`);
    expect(issued.json().number).toBe('DO-000001');
    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, first));
    expect(trail.map((entry) => entry.action)).toEqual(['create']);
  });
});
