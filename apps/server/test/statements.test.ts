import { agedReceivablesSchema } from '@kira/core/aged-receivables';
import { formatMoney, sumMoney } from '@kira/core/money';
import { parseEmvTlv } from '@kira/core/paynow/emv-tlv';
import { statementContentSchema } from '@kira/core/statements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementSends } from '../src/db/schema/index.ts';
import { draft, issue, line } from './helpers/document-factories.ts';
import {
  addMember,
  createCompany,
  lastMailTo,
  NONE,
  signUpUser,
  type TestUser,
  uniqueUen,
} from './helpers/factories.ts';
import { decodeQr, rasterisePage } from './helpers/pdf-raster.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// Statements of account and aged receivables (docs/money-in.md), on a worked example checked by
// hand. The app's today is 30 Nov 2026; the statement runs over October 2026.
const TODAY = '2026-11-30';
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let buyer: string;
const numbers: Record<string, string> = {};

async function posted(path: string, body: object = {}, status = 201) {
  const res = await founder.c.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function issued(body: Record<string, unknown>) {
  const done = await issue(founder, (await draft(founder, body)).id);
  numbers[done.id] = done.number;
  return done;
}

beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS, { today: () => TODAY });
  founder = await signUpUser(t, { name: 'Statement Founder' });
  const uen = uniqueUen();
  const created = await founder.c.post('/api/companies', { legalName: 'Statement Pte. Ltd.', uen });
  expect(created.statusCode, created.body).toBe(201);
  tenantId = created.json().company.tenantId;
  const settings = await founder.c.patch('/api/settings/company', {
    email: 'accounts@statement.sg',
    paynowProxyType: 'uen',
    paynowProxy: uen,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  buyer = (
    await posted('/api/contacts', {
      role: 'customer',
      name: 'Ah Seng Trading',
      emails: ['ahseng@example.sg'],
    })
  ).id;

  // Before October: invoice A of 100 (1 Sep), and receipt R1 of 40 against it (15 Sep).
  // Opening balance on 1 Oct: 100 - 40 = 60.
  const a = await issued({
    kind: 'invoice',
    contactId: buyer,
    issueDate: '2026-09-01',
    dueDate: '2026-09-30',
    lines: [line('100')],
  });
  expect(a.payable).toBe('100.00');
  await issued({
    kind: 'receipt',
    contactId: buyer,
    issueDate: '2026-09-15',
    lines: [line('40')],
    allocations: [{ invoiceId: a.id, amount: '40.00' }],
  });
  // October: invoice B of 200 (5 Oct, due 20 Oct); receipt R2 of 250 (10 Oct) paying A's 60
  // and 150 of B, 40 over (credit); a credit note of 20 against B (12 Oct): B leaves 30;
  // invoice C of 50 (15 Oct, due 15 Oct); 25 of R2's credit applied to C (20 Oct): C leaves 25;
  // 10 of R2's credit refunded (25 Oct): R2 keeps 40 - 25 - 10 = 5 unused.
  const b = await issued({
    kind: 'invoice',
    contactId: buyer,
    issueDate: '2026-10-05',
    dueDate: '2026-10-20',
    lines: [line('200')],
  });
  await issued({
    kind: 'receipt',
    contactId: buyer,
    issueDate: '2026-10-10',
    lines: [line('250')],
    allocations: [
      { invoiceId: a.id, amount: '60.00' },
      { invoiceId: b.id, amount: '150.00' },
    ],
  });
  const credit = await posted(`/api/documents/${b.id}/convert`, { kind: 'credit' });
  const patched = await founder.c.patch(`/api/documents/${credit.id}`, {
    issueDate: '2026-10-12',
    lines: [line('20')],
  });
  expect(patched.statusCode, patched.body).toBe(200);
  numbers[credit.id] = (await issue(founder, credit.id)).number;
  const c = await issued({
    kind: 'invoice',
    contactId: buyer,
    issueDate: '2026-10-15',
    dueDate: '2026-10-15',
    lines: [line('50')],
  });
  const applied = await founder.c.post(`/api/contacts/${buyer}/credit/apply`, {
    allocations: [{ invoiceId: c.id, amount: '25.00' }],
    date: '2026-10-20',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  // The refund spends R2's credit as it is issued, on its own date.
  const refund = await issued({
    kind: 'refund',
    contactId: buyer,
    issueDate: '2026-10-25',
    lines: [line('10')],
  });
  expect(refund.number).toMatch(/^RFD-/);
  // After October: receipt R3 of 30 (5 Nov) pays the rest of B.
  await issued({
    kind: 'receipt',
    contactId: buyer,
    issueDate: '2026-11-05',
    lines: [line('30')],
    allocations: [{ invoiceId: b.id, amount: '30.00' }],
  });
  // Counted for nothing: a draft invoice and a void one.
  await draft(founder, {
    kind: 'invoice',
    contactId: buyer,
    issueDate: '2026-10-07',
    lines: [line('999')],
  });
  const voided = await issued({
    kind: 'invoice',
    contactId: buyer,
    issueDate: '2026-10-08',
    lines: [line('70')],
  });
  await posted(`/api/documents/${voided.id}/void`, { reason: 'Wrong customer' }, 200);
});

afterAll(async () => {
  await t.close();
});

async function statement(user: TestUser, contactId: string, query: string) {
  const res = await user.c.get(`/api/contacts/${contactId}/statement?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return statementContentSchema.parse(res.json());
}

async function agedAt(user: TestUser, at: string) {
  const res = await user.c.get(`/api/reports/aged-receivables?at=${at}`);
  expect(res.statusCode, res.body).toBe(200);
  return agedReceivablesSchema.parse(res.json());
}

describe('a statement of account', () => {
  it('opens with what was owed before, runs each document in date order and closes with what is owed', async () => {
    const content = await statement(founder, buyer, OCTOBER);
    expect(content.number).toBeNull();
    expect(content.contact.name).toBe('Ah Seng Trading');
    const [sgd, ...others] = content.currencies;
    expect(others).toEqual([]);
    expect(sgd?.opening).toBe('60.00');
    // 60 + 200 = 260; - 250 = 10; - 20 = -10; + 50 = 40; + 10 = 50.
    expect(sgd?.lines.map((l) => [l.date, l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['2026-10-05', 'invoice', '200.00', '0.00', '260.00'],
      ['2026-10-10', 'receipt', '0.00', '250.00', '10.00'],
      ['2026-10-12', 'credit', '0.00', '20.00', '-10.00'],
      ['2026-10-15', 'invoice', '50.00', '0.00', '40.00'],
      ['2026-10-25', 'refund', '10.00', '0.00', '50.00'],
    ]);
    expect(sgd?.closing).toBe('50.00');
    // Open at 31 Oct: B 200 - 150 - 20 = 30 (11 days past due), C 50 - 25 = 25 (16 days);
    // R2's 5 unused. 30 + 25 - 5 = 50, the closing balance.
    expect(sgd?.ageing).toEqual({
      current: '0.00',
      days1to30: '55.00',
      days31to60: '0.00',
      days61to90: '0.00',
      over90: '0.00',
    });
    expect(sgd?.unappliedCredit).toBe('5.00');
  });

  it('agrees with the contact page now: what is open today is payable less settled', async () => {
    // Today B is paid (R3), C leaves 25, R2 keeps 5 unused.
    const contact = (await founder.c.get(`/api/contacts/${buyer}`)).json();
    expect(contact.balance).toEqual({ currency: 'SGD', owed: '25.00', credit: '5.00' });
    expect(contact.balances).toEqual([{ currency: 'SGD', owed: '25.00', credit: '5.00' }]);
    const now = await statement(founder, buyer, `from=2026-11-01&to=${TODAY}`);
    expect(now.currencies[0]?.closing).toBe('20.00');
    expect(now.currencies[0]?.ageing.days31to60).toBe('25.00'); // C due 15 Oct: 46 days
    expect(now.currencies[0]?.unappliedCredit).toBe('5.00');
    const dashboard = (await founder.c.get('/api/dashboard')).json();
    expect(dashboard.receivables).toEqual({ outstanding: '25.00', overdue: '25.00' });
  });

  it("equals the aged receivables: every contact's closing balance sums to the report's total", async () => {
    const other = (await posted('/api/contacts', { role: 'customer', name: 'Bee Hoon Supplies' }))
      .id;
    await issued({
      kind: 'invoice',
      contactId: other,
      issueDate: '2026-07-01',
      dueDate: '2026-07-15',
      lines: [line('12.34')],
    });
    await issued({
      kind: 'invoice',
      contactId: other,
      issueDate: '2026-10-30',
      currency: 'USD',
      exchangeRate: '1.35',
      lines: [line('7.50')],
    });
    for (const at of ['2026-09-30', '2026-10-31', TODAY]) {
      const report = await agedAt(founder, at);
      for (const { currency, contacts, totals } of report.currencies) {
        const closings: string[] = [];
        for (const row of contacts) {
          const own = await statement(founder, row.contactId, `from=2026-01-01&to=${at}`);
          const closing = own.currencies.find((c) => c.currency === currency);
          expect(closing?.closing, `${row.name} ${currency} at ${at}`).toBe(row.total);
          expect(closing?.ageing).toEqual(row.ageing);
          closings.push(closing?.closing ?? '0');
        }
        expect(formatMoney(sumMoney(closings))).toBe(totals.total);
      }
    }
    const october = await agedAt(founder, '2026-10-31');
    const sgd = october.currencies.find((c) => c.currency === 'SGD');
    // Ah Seng 50.00 (55 open, 5 credit) and Bee Hoon 12.34 (over 90 days at 31 Oct: 108 days).
    expect(sgd?.totals).toEqual({
      ageing: {
        current: '0.00',
        days1to30: '55.00',
        days31to60: '0.00',
        days61to90: '0.00',
        over90: '12.34',
      },
      unappliedCredit: '5.00',
      total: '62.34',
    });
    expect(october.currencies.find((c) => c.currency === 'USD')?.totals.ageing.current).toBe(
      '7.50',
    );
    const csv = await founder.c.get('/api/reports/aged-receivables.csv?at=2026-10-31');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Ah Seng Trading,SGD,0.00,55.00,0.00,0.00,0.00,5.00,50.00');
  });

  it('is kept with its number when made a PDF, prints its figures and a PayNow QR, and shows again as it was', async () => {
    const res = await founder.c.get(`/api/contacts/${buyer}/statement.pdf?${OCTOBER}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Statement of Account');
    expect(text).toContain('SOA-000001');
    for (const figure of ['60.00', '260.00', '-10.00', 'S$50.00', '55.00', '5.00'])
      expect(text).toContain(figure);
    const payload = decodeQr(await rasterisePage(res.rawPayload));
    expect(payload).not.toBeNull();
    const fields = parseEmvTlv(payload ?? '');
    expect(fields['54']).toBe('50.00');
    expect(fields['62']).toBe('0110SOA-000001');

    const kept = (await founder.c.get(`/api/contacts/${buyer}/statements`)).json().items;
    expect(kept).toMatchObject([
      { number: 'SOA-000001', from: '2026-10-01', to: '2026-10-31', sends: 0 },
    ]);
    // Nothing changed: the same statement again, no new number.
    const again = await founder.c.get(`/api/contacts/${buyer}/statement.pdf?${OCTOBER}`);
    expect(await pdfText(again.rawPayload)).toContain('SOA-000001');
    const shown = await founder.c.get(`/api/statements/${kept[0].id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      number: 'SOA-000001',
      payNow: { amount: '50.00', reference: 'SOA-000001' },
    });
    expect(shown.json().currencies[0].closing).toBe('50.00');
    const pdf = await founder.c.get(`/api/statements/${kept[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('SOA-000001');
  });

  it('is e-mailed through the outbox with its PDF, to the contact, replies to the company', async () => {
    const send = () =>
      founder.c.post(
        `/api/contacts/${buyer}/statement/send?${OCTOBER}`,
        {},
        { 'idempotency-key': 'statement-send-october' },
      );
    const res = await send();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().send.to).toEqual(['ahseng@example.sg']);
    // Sent again with the same key (a retry after a lost answer): its first answer, no mail.
    const again = await send();
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(res.json());
    expect(res.json().statement.number).toBe('SOA-000001');
    const mail = await lastMailTo(t, 'ahseng@example.sg');
    expect(mail?.subject).toBe('Statement of account SOA-000001 from Statement Pte. Ltd.');
    expect(mail?.replyTo).toBe('accounts@statement.sg');
    expect(mail?.text).toContain('S$50.00');
    const sends = await t.database.db
      .select()
      .from(statementSends)
      .where(eq(statementSends.tenantId, tenantId));
    expect(sends).toHaveLength(1);
    const kept = (await founder.c.get(`/api/contacts/${buyer}/statements`)).json().items;
    expect(kept[0]).toMatchObject({ number: 'SOA-000001', sends: 1 });
  });

  it('refuses periods that are not periods (400) and changes nothing', async () => {
    for (const query of ['from=2026-10-31&to=2026-10-01', 'from=2026-02-30', 'to=soon']) {
      const res = await founder.c.get(`/api/contacts/${buyer}/statement?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      const pdf = await founder.c.get(`/api/contacts/${buyer}/statement.pdf?${query}`);
      expect(pdf.statusCode).toBe(400);
    }
    expect((await founder.c.get('/api/reports/aged-receivables?at=2026-13-01')).statusCode).toBe(
      400,
    );
    const kept = (await founder.c.get(`/api/contacts/${buyer}/statements`)).json().items;
    expect(kept).toHaveLength(1);
  });

  it("answers 404 for another company's contact or statement", async () => {
    const stranger = await signUpUser(t, { name: 'Statement Stranger' });
    await createCompany(stranger, 'Stranger Pte. Ltd.');
    const kept = (await founder.c.get(`/api/contacts/${buyer}/statements`)).json().items;
    for (const path of [
      `/api/contacts/${buyer}/statement`,
      `/api/contacts/${buyer}/statement.pdf`,
      `/api/contacts/${buyer}/statements`,
      `/api/statements/${kept[0].id}`,
      `/api/statements/${kept[0].id}/pdf`,
    ]) {
      const res = await stranger.c.get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
    }
    const sent = await stranger.c.post(`/api/contacts/${buyer}/statement/send`, {});
    expect(sent.statusCode, sent.body).toBe(404);
  });

  it('lets finance read preview, finance write keep and send, and nobody else see balances', async () => {
    const reader = await addMember(t, founder, { ...NONE, finance: 'read' }, 'Statement Reader');
    expect((await reader.c.get(`/api/contacts/${buyer}/statement?${OCTOBER}`)).statusCode).toBe(
      200,
    );
    expect((await reader.c.get('/api/reports/aged-receivables')).statusCode).toBe(200);
    expect((await reader.c.get(`/api/contacts/${buyer}/statement.pdf?${OCTOBER}`)).statusCode).toBe(
      403,
    );
    expect(
      (await reader.c.post(`/api/contacts/${buyer}/statement/send?${OCTOBER}`, {})).statusCode,
    ).toBe(403);
    const seller = await addMember(t, founder, { ...NONE, sales: 'write' }, 'Statement Seller');
    expect((await seller.c.get(`/api/contacts/${buyer}/statement`)).statusCode).toBe(403);
    expect((await seller.c.get('/api/reports/aged-receivables')).statusCode).toBe(403);
    expect((await seller.c.get('/api/reports/aged-receivables.csv')).statusCode).toBe(403);
    expect((await seller.c.get(`/api/contacts/${buyer}`)).json().balances).toBeNull();
  });
});
