import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, draft, issue, line, read } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// docs/documents.md "Money events": whatever payments, receipts, credit notes and voids come, in
// any order, each invoice's balance is its payable (its total after cash rounding) less its
// payments less its credits, in its own currency, and never below zero. The expected figures
// come from a model of integer cents kept here, not from the code under test.

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Balance Property' });
  await createCompany(founder, 'Balance Property Pte. Ltd.');
  // Not GST-registered, so a line's price is its total; cash rounding on, so payable differs.
  const res = await founder.c.patch('/api/settings/company', { cashRounding: true });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** To 5 cents, half away from zero (positive amounts): 1092 -> 1090, 1093 -> 1095. */
const toFiveCents = (cents: number) =>
  cents % 5 < 3 ? cents - (cents % 5) : cents + 5 - (cents % 5);

interface InvoiceModel {
  id: string;
  total: number;
  payable: number;
  /** Each settling document's amount on this invoice, by its id. */
  payments: Map<string, number>;
  credits: Map<string, number>;
}
const sum = (amounts: Map<string, number>) => [...amounts.values()].reduce((a, b) => a + b, 0);
const balanceOf = (m: InvoiceModel) => m.payable - sum(m.payments) - sum(m.credits);

type Action =
  | { kind: 'pay'; invoice: number; cents: number }
  | { kind: 'credit'; invoice: number; cents: number | 'whole' }
  | { kind: 'receipt'; first: number; second: number; cents: [number, number] }
  | { kind: 'void'; pick: number };

const invoiceIndex = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 2500 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), invoice: invoiceIndex, cents: amount }),
  fc.record({
    kind: fc.constant('credit' as const),
    invoice: invoiceIndex,
    cents: fc.oneof(amount, fc.constant('whole' as const)),
  }),
  fc.record({
    kind: fc.constant('receipt' as const),
    first: invoiceIndex,
    second: invoiceIndex,
    cents: fc.tuple(amount, amount),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
);

/** Carries an action out through the API; what it settled, by document, when accepted. */
async function carryOut(
  contactId: string,
  invoices: InvoiceModel[],
  act: Action,
): Promise<{ id: string; on: Map<InvoiceModel, number>; as: 'payments' | 'credits' } | null> {
  if (act.kind === 'pay') {
    const invoice = invoices[act.invoice] as InvoiceModel;
    const res = await founder.c.post(`/api/documents/${invoice.id}/payments`, {
      amount: money(act.cents),
    });
    const accepted = balanceOf(invoice) > 0 && act.cents <= balanceOf(invoice);
    expect(res.statusCode, res.body).toBe(accepted ? 201 : 409);
    return accepted
      ? { id: res.json().id, on: new Map([[invoice, act.cents]]), as: 'payments' }
      : null;
  }
  if (act.kind === 'credit') {
    const invoice = invoices[act.invoice] as InvoiceModel;
    const converted = await founder.c.post(`/api/documents/${invoice.id}/convert`, {
      kind: 'credit',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const lines = act.cents === 'whole' ? invoice.total : act.cents;
    if (act.cents !== 'whole') {
      const patched = await founder.c.patch(`/api/documents/${converted.json().id}`, {
        lines: [line(money(act.cents))],
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    // A credit of the whole invoice's total credits what was payable; any other, its own total.
    const credit = lines === invoice.total ? invoice.payable : lines;
    const res = await founder.c.post(`/api/documents/${converted.json().id}/issue`);
    // It settles at most the invoice's balance; the rest is the contact's credit (issue 36).
    expect(res.statusCode, res.body).toBe(200);
    const settles = Math.min(credit, balanceOf(invoice));
    return { id: res.json().id, on: new Map([[invoice, settles]]), as: 'credits' };
  }
  if (act.kind === 'receipt') {
    if (act.first === act.second) return null;
    const [a, b] = [invoices[act.first], invoices[act.second]] as [InvoiceModel, InvoiceModel];
    const [centsA, centsB] = act.cents;
    const receipt = await draft(founder, {
      kind: 'receipt',
      contactId,
      paymentMethod: 'cash',
      lines: [{ ...line(money(centsA + centsB)), taxCode: 'OS' }],
      allocations: [
        { invoiceId: a.id, amount: money(centsA) },
        { invoiceId: b.id, amount: money(centsB) },
      ],
    });
    const res = await founder.c.post(`/api/documents/${receipt.id}/issue`);
    const fits = (m: InvoiceModel, cents: number) => balanceOf(m) > 0 && cents <= balanceOf(m);
    const accepted = fits(a, centsA) && fits(b, centsB);
    expect(res.statusCode, res.body).toBe(accepted ? 200 : 409);
    if (!accepted) return null;
    return {
      id: receipt.id,
      on: new Map([
        [a, centsA],
        [b, centsB],
      ]),
      as: 'payments',
    };
  }
  return null;
}

describe("an invoice's balance under any sequence of payments, receipts and credits", () => {
  it('is payable - payments - credits, shown apart, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.integer({ min: 100, max: 3000 }),
          fc.integer({ min: 100, max: 3000 }),
          fc.integer({ min: 100, max: 3000 }),
        ),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        async (totals, actions) => {
          const contactId = await customer(founder, 'Property Buyer');
          const invoices: InvoiceModel[] = [];
          for (const total of totals) {
            const invoice = await issue(
              founder,
              (await draft(founder, { kind: 'invoice', contactId, lines: [line(money(total))] }))
                .id,
            );
            expect(invoice.payable).toBe(money(toFiveCents(total)));
            invoices.push({
              id: invoice.id,
              total,
              payable: toFiveCents(total),
              payments: new Map(),
              credits: new Map(),
            });
          }
          const settling: {
            id: string;
            on: Map<InvoiceModel, number>;
            as: 'payments' | 'credits';
          }[] = [];
          for (const act of actions) {
            if (act.kind === 'void') {
              const chosen = settling.splice(act.pick % Math.max(1, settling.length), 1)[0];
              if (!chosen) continue;
              const res = await founder.c.post(`/api/documents/${chosen.id}/void`, {
                reason: 'Entered twice',
              });
              expect(res.statusCode, res.body).toBe(200);
              for (const invoice of chosen.on.keys()) invoice[chosen.as].delete(chosen.id);
              continue;
            }
            const done = await carryOut(contactId, invoices, act);
            if (!done) continue;
            settling.push(done);
            for (const [invoice, cents] of done.on) invoice[done.as].set(done.id, cents);
          }
          for (const invoice of invoices) {
            const balance = balanceOf(invoice);
            expect(balance).toBeGreaterThanOrEqual(0);
            const settled = invoice.payable - balance;
            expect(await read(founder, invoice.id)).toMatchObject({
              payable: money(invoice.payable),
              paid: money(sum(invoice.payments)),
              credited: money(sum(invoice.credits)),
              settled: money(settled),
              balance: money(balance),
              status: settled === 0 ? 'issued' : balance === 0 ? 'paid' : 'partially_paid',
            });
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});
