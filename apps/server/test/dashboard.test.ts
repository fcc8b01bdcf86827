import { dashboardSchema } from '@kira/core/dashboard';
import { isAboveZero } from '@kira/core/money-arithmetic';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/db/raw-rows.ts';
import { draft, issue, line } from './helpers/document-factories.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// The dashboard's figures (docs/dashboard.md) against a company built by hand, on a fixed day:
// 20 May 2026, GST quarters starting in February (so this period is May to July, due 31 August).
// Every line is standard-rated at 9%.
const TODAY = '2026-05-20';

let t: TestApp;
let founder: TestUser;
let tenantId: string;
let alpha: string;
let beta: string;
let creditNumber: string;

async function posted(path: string, body: object = {}, status = 201) {
  const res = await founder.c.post(path, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function issued(body: object) {
  return issue(founder, (await draft(founder, body)).id);
}

async function dashboardOf(user: TestUser) {
  const res = await user.c.get('/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
}

async function totalListed(user: TestUser, query: string): Promise<number> {
  const res = await user.c.get(`/api/documents?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS, { today: () => TODAY });
  founder = await signUpUser(t, { name: 'Dashboard Founder' });
  tenantId = await createCompany(founder, 'Dashboard Pte. Ltd.');
  const settings = await founder.c.patch('/api/settings/company', {
    gstRegistered: true,
    gstNumber: 'M2-1234567-8',
    gstRegisteredOn: '2020-01-01',
    gstQuarterStartMonth: 2,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  alpha = (await posted('/api/contacts', { role: 'customer', name: 'Alpha Trading' })).id;
  beta = (await posted('/api/contacts', { role: 'customer', name: 'Beta Supplies' })).id;
  const invoice = (contactId: string, issueDate: string, dueDate: string, price: string) => ({
    kind: 'invoice',
    contactId,
    issueDate,
    dueDate,
    lines: [line(price)],
  });

  // INV1, Alpha, 4 May, due 10 May: 1000 + 90 GST = 1090; 400 paid on 12 May.
  const inv1 = await issued(invoice(alpha, '2026-05-04', '2026-05-10', '1000'));
  await posted(`/api/documents/${inv1.id}/payments`, { amount: '400', date: '2026-05-12' }, 201);
  // Its credit note of 16 May: 100 + 9 GST = 109, so INV1 leaves 1090 - 400 - 109 = 581 open.
  const credit = await posted(`/api/documents/${inv1.id}/convert`, { kind: 'credit' });
  const patched = await founder.c.patch(`/api/documents/${credit.id}`, {
    issueDate: '2026-05-16',
    lines: [line('100')],
  });
  expect(patched.statusCode, patched.body).toBe(200);
  creditNumber = (await issue(founder, credit.id)).number;
  // INV2, Beta, 15 May, USD at 1.35: 200 + 18 GST = USD 218; in SGD 270.00 + 24.30 = 294.30.
  await issued({
    ...invoice(beta, '2026-05-15', '2026-06-14', '200'),
    currency: 'USD',
    exchangeRate: '1.35',
  });
  // INV3, Alpha, 10 March (last GST period), due 9 April: 500 + 45 = 545, all open.
  await issued(invoice(alpha, '2026-03-10', '2026-04-09', '500'));
  // INV4, Beta, 5 December 2025: 300 + 27 = 327, paid in full on 20 December.
  const inv4 = await issued(invoice(beta, '2025-12-05', '2026-01-04', '300'));
  await posted(`/api/documents/${inv4.id}/payments`, { amount: '327', date: '2025-12-20' }, 201);
  // Neither a void invoice nor a draft counts.
  const voided = await issued(invoice(beta, '2026-05-05', '2026-06-04', '9999'));
  await posted(`/api/documents/${voided.id}/void`, { reason: 'Wrong customer' }, 200);
  await draft(founder, invoice(alpha, '2026-05-06', '2026-06-05', '7777'));

  // Expenses: rental 2000 + 180 GST and transport 50 + 4.50 in May; rental 1000 + 90 in April.
  const expense = (issueDate: string, expenseCategory: string, price: string) =>
    issued({ kind: 'expense', issueDate, expenseCategory, lines: [line(price)] });
  await expense('2026-05-08', 'rental', '2000');
  await expense('2026-05-09', 'transportation', '50');
  await expense('2026-04-20', 'rental', '1000');

  // Quotations: one awaiting (109), one in USD awaiting (USD 109 at 1.35 = 147.15), one
  // accepted, one declined, one draft.
  const quotation = (price: string, extra: object = {}) =>
    issued({
      kind: 'quotation',
      contactId: alpha,
      issueDate: '2026-05-01',
      lines: [line(price)],
      ...extra,
    });
  await quotation('100');
  await quotation('100', { currency: 'USD', exchangeRate: '1.35' });
  await posted(`/api/documents/${(await quotation('200')).id}/accept`, {}, 200);
  await posted(`/api/documents/${(await quotation('50')).id}/decline`, {}, 200);
  await draft(founder, { kind: 'quotation', contactId: alpha, issueDate: '2026-05-02' });
});
afterAll(async () => {
  await t.close();
});

describe('the dashboard of a finance reader', () => {
  it('counts revenue as invoices less credit notes, excluding GST, in SGD', async () => {
    const dashboard = await dashboardOf(founder);
    // May: INV1 1000 + INV2 270.00 - credit note 100 = 1170.00; the year adds INV3's 500.
    expect(dashboard.revenue).toEqual({ thisMonth: '1170.00', thisYear: '1670.00' });
    const months = new Map(dashboard.months?.map((m) => [m.month, m]));
    expect(dashboard.months).toHaveLength(12);
    expect(dashboard.months?.[0]?.month).toBe('2025-06');
    expect(months.get('2025-12')).toEqual({
      month: '2025-12',
      revenue: '300.00',
      expenses: '0.00',
    });
    expect(months.get('2026-03')).toEqual({
      month: '2026-03',
      revenue: '500.00',
      expenses: '0.00',
    });
    expect(months.get('2026-04')).toEqual({
      month: '2026-04',
      revenue: '0.00',
      expenses: '1000.00',
    });
    expect(months.get('2026-05')).toEqual({
      month: '2026-05',
      revenue: '1170.00',
      expenses: '2050.00',
    });
  });

  it('gives receivables that are the sum of the contacts balances, and the overdue part', async () => {
    const dashboard = await dashboardOf(founder);
    // Open: INV1 581 + INV2 294.30 + INV3 545 = 1420.30; due before 20 May: 581 + 545 = 1126.00.
    expect(dashboard.receivables).toEqual({ outstanding: '1420.30', overdue: '1126.00' });
    const owed = await Promise.all(
      [alpha, beta].map(async (id) => (await founder.c.get(`/api/contacts/${id}`)).json().balance),
    );
    expect(owed.map((balance) => balance.owed)).toEqual(['1126.00', '294.30']);
  });

  it('counts cash received this month and expenses by category', async () => {
    const dashboard = await dashboardOf(founder);
    // The 400 of 12 May; December's 327 is another month.
    expect(dashboard.cashReceived).toEqual({ thisMonth: '400.00' });
    expect(dashboard.expenses).toEqual({
      total: '2050.00',
      byCategory: [
        { category: 'rental', amount: '2000.00' },
        { category: 'transportation', amount: '50.00' },
      ],
    });
  });

  it('gives the GST of the period IRAS assigned so far, and its return date', async () => {
    const dashboard = await dashboardOf(founder);
    // Collected: 90 + 24.30 - 9 = 105.30; paid: 180 + 4.50 = 184.50 (April's 90 is last period).
    expect(dashboard.gst).toEqual({
      periodStart: '2026-05-01',
      periodEnd: '2026-07-31',
      returnDue: '2026-08-31',
      collected: '105.30',
      paid: '184.50',
      net: '-79.20',
    });
  });

  it('shows quotations awaiting an answer, top customers and the latest documents', async () => {
    const dashboard = await dashboardOf(founder);
    // 109 + 147.15; the accepted, the declined and the draft are not awaiting.
    expect(dashboard.quotations).toEqual({ count: 2, total: '256.15' });
    // This year: Alpha 1000 + 500 - 100 = 1400.00; Beta 270.00 (December's 300 was last year).
    expect(dashboard.topCustomers).toEqual([
      { contactId: alpha, name: 'Alpha Trading', revenue: '1400.00' },
      { contactId: beta, name: 'Beta Supplies', revenue: '270.00' },
    ]);
    expect(dashboard.latestDocuments).toHaveLength(8);
    expect(dashboard.latestDocuments?.[0]).toMatchObject({
      kind: 'credit',
      number: creditNumber,
      issueDate: '2026-05-16',
    });
  });
});

describe('the dashboard by level', () => {
  it('gives a sales reader quotations and their documents, and no money', async () => {
    const seller = await addMember(t, founder, { ...NONE, sales: 'read' }, 'Dash Seller');
    const dashboard = await dashboardOf(seller);
    expect(Object.keys(dashboard).sort()).toEqual(['latestDocuments', 'quotations', 'today']);
    expect(dashboard.quotations).toEqual({ count: 2, total: '256.15' });
    expect(new Set(dashboard.latestDocuments?.map((d) => d.kind))).toEqual(new Set(['quotation']));
  });

  it('gives a marketing reader the top customers only', async () => {
    const marketer = await addMember(t, founder, { ...NONE, marketing: 'read' }, 'Dash Marketer');
    expect(Object.keys(await dashboardOf(marketer)).sort()).toEqual(['today', 'topCustomers']);
  });

  it('gives a member with nothing but the company an empty answer', async () => {
    const clerk = await addMember(t, founder, { ...NONE, company: 'read' }, 'Dash Clerk');
    expect(await dashboardOf(clerk)).toEqual({ today: TODAY });
  });

  it('shows a company that is not GST-registered no GST, and a new one zeros', async () => {
    const owner = await signUpUser(t, { name: 'Empty Owner' });
    await createCompany(owner, 'Empty Pte. Ltd.');
    const dashboard = await dashboardOf(owner);
    expect(dashboard.gst).toBeUndefined();
    expect(dashboard.receivables).toEqual({ outstanding: '0.00', overdue: '0.00' });
    expect(dashboard.revenue).toEqual({ thisMonth: '0.00', thisYear: '0.00' });
    expect(dashboard.latestDocuments).toEqual([]);
    expect(dashboard.topCustomers).toEqual([]);
  });
});

describe('the lists behind the figures', () => {
  it('filter by several statuses at once, and by one', async () => {
    // Open: INV1 (partly paid), INV2 and INV3 (issued).
    expect(await totalListed(founder, 'kind=invoice&status=issued,partially_paid')).toBe(3);
    expect(await totalListed(founder, 'kind=invoice&status=partially_paid')).toBe(1);
    // The list's lateness is by the real today, past every due date here: all three.
    expect(
      await totalListed(founder, 'kind=invoice&status=issued,partially_paid&overdue=true'),
    ).toBe(3);
    const summary = await founder.c.get('/api/documents/summary?kind=invoice&status=issued,paid');
    expect(summary.json().count).toBe(3);
    const wrong = await founder.c.get('/api/documents?kind=invoice&status=issued,lost');
    expect(wrong.statusCode).toBe(400);
  });

  it('filter expenses by category and issue dates, in the list and its CSV', async () => {
    expect(await totalListed(founder, 'kind=expense&category=rental')).toBe(2);
    expect(
      await totalListed(founder, 'kind=expense&category=rental&from=2026-05-01&to=2026-05-20'),
    ).toBe(1);
    const csv = await founder.c.get(
      '/api/documents/export.csv?kind=expense&category=transportation',
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
  });
});

describe('the month sums the database keeps (money_months)', () => {
  /** A company's kept sums, and the same sums read from its documents, by month, kind, category. */
  async function keptAndRead() {
    const { db } = t.database;
    const kept = rawRows<object>(
      await db.execute(sql`select to_char(month, 'YYYY-MM') as month, kind, category,
          taxable::text, tax::text, total::text
        from money_months where tenant_id = ${tenantId}
          and (taxable <> 0 or tax <> 0 or total <> 0)
        order by 1, 2, 3`),
    );
    const read = rawRows<object>(
      await db.execute(sql`select to_char(issue_date, 'YYYY-MM') as month, kind,
          coalesce(expense_category, '') as category,
          sum(round(taxable * exchange_rate, 2))::numeric(16,2)::text as taxable,
          sum(round(tax * exchange_rate, 2))::numeric(16,2)::text as tax,
          sum(coalesce(sgd_received,
            round(taxable * exchange_rate, 2) + round(tax * exchange_rate, 2)))::numeric(16,2)::text as total
        from documents where tenant_id = ${tenantId}
          and kind in ('invoice', 'credit', 'expense', 'receipt') and status not in ('draft', 'void')
        group by 1, 2, 3 order by 1, 2, 3`),
    );
    const keptCustomers = rawRows<object>(
      await db.execute(sql`select to_char(month, 'YYYY-MM') as month, contact_id, revenue::text
        from customer_months where tenant_id = ${tenantId} and revenue <> 0 order by 1, 2`),
    );
    const readCustomers = rawRows<object>(
      await db.execute(sql`select to_char(issue_date, 'YYYY-MM') as month, contact_id,
          sum(case when kind = 'credit' then -1 else 1 end
            * round(taxable * exchange_rate, 2))::numeric(16,2)::text as revenue
        from documents where tenant_id = ${tenantId} and kind in ('invoice', 'credit')
          and status not in ('draft', 'void') and contact_id is not null
        group by 1, 2 having sum(case when kind = 'credit' then -1 else 1 end
            * round(taxable * exchange_rate, 2)) <> 0
        order by 1, 2`),
    );
    return { kept, read, keptCustomers, readCustomers };
  }

  it('follows an issue, a payment, a void and a deleted draft, in SGD at each rate', async () => {
    // A USD invoice of February: 100 + 9 GST at 1.35 = 135.00 + 12.15. The chart shows it.
    const february = await issued({
      kind: 'invoice',
      contactId: beta,
      issueDate: '2026-02-10',
      currency: 'USD',
      exchangeRate: '1.35',
      lines: [line('100')],
    });
    const months = async () =>
      new Map((await dashboardOf(founder)).months?.map((m) => [m.month, m.revenue]));
    expect((await months()).get('2026-02')).toBe('135.00');
    // A draft written and deleted, and a payment (the invoice's status moves), change nothing.
    const gone = await draft(founder, { kind: 'invoice', contactId: beta, lines: [line('5')] });
    expect((await founder.c.delete(`/api/documents/${gone.id}`)).statusCode).toBe(204);
    const receipt = await posted(`/api/documents/${february.id}/payments`, {
      amount: '9',
      date: '2026-02-11',
    });
    let sums = await keptAndRead();
    expect(sums.kept).toEqual(sums.read);
    expect(sums.keptCustomers).toEqual(sums.readCustomers);
    expect(sums.keptCustomers).toContainEqual({
      month: '2026-02',
      contact_id: beta,
      revenue: '135.00',
    });
    expect(sums.kept).toContainEqual({
      month: '2026-02',
      kind: 'invoice',
      category: '',
      taxable: '135.00',
      tax: '12.15',
      total: '147.15',
    });

    // Its receipt voided, then the invoice: February is as before.
    await posted(`/api/documents/${receipt.id}/void`, { reason: 'Bounced' }, 200);
    await posted(`/api/documents/${february.id}/void`, { reason: 'Wrong customer' }, 200);
    expect((await months()).get('2026-02')).toBe('0.00');
    sums = await keptAndRead();
    expect(sums.kept).toEqual(sums.read);
    expect(sums.kept.length).toBeGreaterThan(3);
    expect(sums.keptCustomers).toEqual(sums.readCustomers);
    expect(sums.keptCustomers.length).toBeGreaterThan(1);
  });
});

describe("the demo company's dashboard", () => {
  // Seeding the demo's year takes seconds alone and minutes on a loaded machine: a bound for a
  // hang (as demo-documents.test.ts has), not a measure of speed.
  it('shows its year of documents to a visitor', async () => {
    const demo = await buildTestApp(RAISED_LIMITS, { demoDocuments: true });
    try {
      const visitor = await signUpUser(demo, { name: 'Demo Visitor' });
      // Verified after signing in: switching to the demo reads the visitor's levels there again.
      expect((await visitor.c.post('/api/companies/demo/switch')).statusCode).toBe(200);
      const res = await visitor.c.get('/api/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      const dashboard = dashboardSchema.parse(res.json());
      // The demo's documents run over the year up to today: most months have revenue.
      const withRevenue = dashboard.months?.filter((m) => isAboveZero(m.revenue)) ?? [];
      expect(withRevenue.length).toBeGreaterThanOrEqual(10);
      expect(dashboard.latestDocuments?.length).toBe(8);
      expect(dashboard.gst?.returnDue).toBeTruthy();
    } finally {
      await demo.close();
    }
  }, 300_000);
});
