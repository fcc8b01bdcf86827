import { compareMoney, formatMoney, sumMoney } from '@kira/core/money';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUses, documents, paymentAllocations } from '../src/db/schema/index.ts';
import { customer, issuedInvoice } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// 16 clients record payments and apply credit against the same four invoices at once: no
// invoice is ever settled beyond its amount, no credit is spent twice, and every figure adds up
// to the cent with what the clients were told succeeded (docs/money-in.md, "Credit").

const CLIENTS = 16;
const ROUNDS = 3;

let t: TestApp;
let founder: TestUser;
let tenantId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Rush Founder' });
  tenantId = await createCompany(founder, 'Rush Pte. Ltd.');
});
afterAll(async () => {
  await t.close();
});

describe('payments and credit under concurrency', () => {
  it(`${CLIENTS} parallel clients never over-allocate an invoice nor overspend credit`, async () => {
    const buyer = await customer(founder, 'Rush Buyer');
    const invoices: { id: string }[] = [];
    for (let i = 0; i < 4; i++) invoices.push(await issuedInvoice(founder, buyer, '100'));
    // 150 of credit to begin with.
    const seed = await founder.c.post(`/api/contacts/${buyer}/payments`, { amount: '150' });
    expect(seed.statusCode, seed.body).toBe(201);

    const applied: string[] = [];
    const paid: string[] = [];
    const client = async (n: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        const invoice = invoices[(n + round) % invoices.length] as { id: string };
        const amount = `${20 + ((n * 7 + round) % 4) * 5}.00`;
        if ((n + round) % 2 === 0) {
          const res = await founder.c.post(`/api/contacts/${buyer}/credit/apply`, {
            allocations: [{ invoiceId: invoice.id, amount }],
          });
          expect([201, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 201) applied.push(amount);
        } else {
          const res = await founder.c.post(`/api/contacts/${buyer}/payments`, {
            amount,
            allocations: [{ invoiceId: invoice.id, amount }],
          });
          expect([201, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 201) paid.push(amount);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    const db = t.database.db;
    const rows = await db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.contactId, buyer)));
    const invoiceRows = rows.filter((row) => row.kind === 'invoice');
    const allocations = await db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.tenantId, tenantId));
    const uses = await db
      .select()
      .from(creditUses)
      .where(
        and(
          eq(creditUses.tenantId, tenantId),
          eq(creditUses.contactId, buyer),
          isNull(creditUses.undoneAt),
        ),
      );
    for (const invoice of invoiceRows) {
      expect(compareMoney(invoice.settled, invoice.payable)).toBeLessThanOrEqual(0);
      const allocated = allocations.filter((a) => a.invoiceId === invoice.id).map((a) => a.amount);
      const credited = uses.filter((u) => u.invoiceId === invoice.id).map((u) => u.amount);
      expect(invoice.settled).toBe(formatMoney(sumMoney([...allocated, ...credited])));
      expect(invoice.status).toBe(
        compareMoney(invoice.settled, invoice.payable) === 0
          ? 'paid'
          : compareMoney(invoice.settled, '0') > 0
            ? 'partially_paid'
            : 'issued',
      );
    }
    // What the clients were told succeeded is exactly what the invoices hold.
    const settledTotal = sumMoney(invoiceRows.map((row) => row.settled));
    expect(formatMoney(settledTotal)).toBe(formatMoney(sumMoney([...applied, ...paid])));
    expect(formatMoney(sumMoney(uses.map((u) => u.amount)))).toBe(formatMoney(sumMoney(applied)));
    // Every receipt's settled is its allocations plus the credit spent of it, never beyond it.
    const receipts = rows.filter((row) => row.kind === 'receipt');
    for (const receipt of receipts) {
      const allocated = allocations.filter((a) => a.receiptId === receipt.id).map((a) => a.amount);
      const spent = uses.filter((u) => u.sourceId === receipt.id).map((u) => u.amount);
      expect(receipt.settled).toBe(formatMoney(sumMoney([...allocated, ...spent])));
      expect(compareMoney(receipt.settled, receipt.payable)).toBeLessThanOrEqual(0);
    }
    expect(compareMoney(sumMoney(applied), '150')).toBeLessThanOrEqual(0);
    // Both roads ran.
    expect(applied.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
  });
});
