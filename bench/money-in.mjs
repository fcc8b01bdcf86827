// Statements of account and aged receivables (issue 36) on PostgreSQL, written straight with SQL
// (set-based), then asked for through the running server by a few concurrent clients as the
// company's owner:
// - `statement`: one contact with 5,000 documents over three years (invoices, receipts paying
//   the invoice before them, credit notes), its statement over the whole three years (every
//   document a line) among 100,000 documents of the company. Target: p95 under 150 ms.
// - `aged-receivables`: a company with 100,000 invoices over two years for 1,000 customers,
//   nine in ten of those older than 30 days paid by a receipt 20 days after their issue, the
//   report at 30 days ago (so the receipts of the 20 days after it count back: about 2,500).
//   Target: p95 under 300 ms.
import { withFreshPostgres } from './databases.mjs';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { median, percentile, startKira } from './lib.mjs';
import { kiraCaller } from './load.mjs';

const CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export function benchStatement() {
  return onPostgres(
    'statement',
    'kira_bench_statement',
    async (caller, ids) => {
      const path = `/api/contacts/${ids.contactId}/statement`;
      // The default period (three calendar months: about 400 lines, the opening summing the
      // 4,600 documents before), then all three years (every one of the 5,000 a line, 0.9 MB).
      const usual = await measure(caller, path, {
        label:
          'statement of a contact with 5,000 documents, default period (GET /api/contacts/{id}/statement), PostgreSQL',
        target: 'target p95 < 150 ms',
        check: (body) => body.currencies[0].lines.length > 300,
      });
      const whole = await measure(caller, `${path}?from=${isoDaysAgo(3 * 365)}`, {
        label: 'the same statement over three years: 5,000 lines, PostgreSQL',
        target: 'no target (a 0.9 MB answer)',
        check: (body) => body.currencies[0].lines.length === 5000,
      });
      return [...usual, ...whole];
    },
    statementSeed,
  );
}

export function benchAgedReceivables() {
  return onPostgres(
    'aged-receivables',
    'kira_bench_aged',
    async (caller) => {
      return measure(caller, `/api/reports/aged-receivables?at=${isoDaysAgo(30)}`, {
        label:
          'aged receivables of 100,000 invoices (GET /api/reports/aged-receivables), PostgreSQL',
        target: 'target p95 < 300 ms',
        check: (body) => body.currencies[0].contacts.length > 900,
      });
    },
    agedSeed,
  );
}

function isoDaysAgo(days) {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

const number = (prefix) => `'${prefix}-' || lpad(g::text, 7, '0')`;

/** The contact's 5,000 documents, and 95,000 of 200 other customers. */
function statementSeed({ tenantId, contactId }) {
  const doc = (count, contact, idPrefix) => ({
    text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
        issue_date, due_date, gst_rounding, subtotal, taxable, total, payable, settled,
        search_text, issued_at)
      select $1, '${idPrefix}' || g, k.kind,
        case when k.kind = 'invoice' and g % 10 = 5 then 'paid' else 'issued' end,
        ${number(idPrefix)}, g, ${contact},
        current_date - 1094 + (g::bigint * 1095 / ${count + 1})::int,
        current_date - 1064 + (g::bigint * 1095 / ${count + 1})::int, 'line',
        a.amount, a.amount, a.amount, a.amount,
        case when k.kind = 'invoice' and g % 10 = 5 then a.amount
          when k.kind = 'receipt' and g % 10 = 6 then a.amount else 0 end,
        '', now()
      from generate_series(1, ${count}) g
      cross join lateral (select case when g % 10 in (6, 7, 8) then 'receipt'
        when g % 10 = 9 then 'credit' else 'invoice' end as kind) k
      cross join lateral (select ((g - (case when g % 10 = 6 then 1 else 0 end)) % 97 + 1) * 10.00
        as amount) a`,
    values: [tenantId],
  });
  return [
    {
      text: `insert into contacts (tenant_id, id, role, name, search_text)
        select $1, 'CSTMT-' || g, 'customer', 'Customer ' || g, 'customer ' || g
        from generate_series(0, 199) g`,
      values: [tenantId],
    },
    doc(5000, `'${contactId}'`, 'DSTMT-'),
    // Receipts with g % 10 = 6 pay the invoice just before them in full.
    {
      text: `insert into payment_allocations (tenant_id, receipt_id, invoice_id, amount)
        select $1, 'DSTMT-' || g, 'DSTMT-' || (g - 1), r.payable
        from generate_series(1, 5000) g
        join documents r on r.tenant_id = $1 and r.id = 'DSTMT-' || g
        where g % 10 = 6`,
      values: [tenantId],
    },
    doc(95_000, `'CSTMT-' || (g % 200)`, 'DOTHER-'),
  ];
}

/** 100,000 invoices of 1,000 customers over two years; most older ones paid by a receipt. */
function agedSeed({ tenantId }) {
  const paid = `(d.day < current_date - 30 and g % 10 <> 0)`;
  return [
    {
      text: `insert into contacts (tenant_id, id, role, name, search_text)
        select $1, 'CAGED-' || g, 'customer', 'Customer ' || g, 'customer ' || g
        from generate_series(0, 999) g`,
      values: [tenantId],
    },
    {
      text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
          issue_date, due_date, gst_rounding, subtotal, taxable, total, payable, settled,
          search_text, issued_at)
        select $1, 'IAGED-' || g, 'invoice', case when ${paid} then 'paid' else 'issued' end,
          ${number('INV')}, g, 'CAGED-' || (g % 1000), d.day, d.day + 30, 'line',
          a.amount, a.amount, a.amount, a.amount, case when ${paid} then a.amount else 0 end,
          '', now()
        from generate_series(1, 100000) g
        cross join lateral (select current_date - 729 + (g::bigint * 730 / 100001)::int as day) d
        cross join lateral (select ((g % 997) + 1) * 3.00 as amount) a`,
      values: [tenantId],
    },
    {
      text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
          issue_date, gst_rounding, subtotal, taxable, total, payable, settled, search_text,
          issued_at)
        select $1, 'RAGED-' || i.number_value, 'receipt', 'issued',
          'RCT-' || lpad(i.number_value::text, 7, '0'), i.number_value, i.contact_id,
          i.issue_date + 20, 'line', i.payable, i.payable, i.payable, i.payable, i.payable, '', now()
        from documents i where i.tenant_id = $1 and i.kind = 'invoice' and i.status = 'paid'`,
      values: [tenantId],
    },
    {
      text: `insert into payment_allocations (tenant_id, receipt_id, invoice_id, amount)
        select $1, 'RAGED-' || i.number_value, i.id, i.payable
        from documents i where i.tenant_id = $1 and i.kind = 'invoice' and i.status = 'paid'`,
      values: [tenantId],
    },
    { text: 'analyze', values: [] },
  ];
}

export async function onPostgres(name, prefix, run, seed) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(`${name}: skipped, PostgreSQL only (set TEST_DATABASE_URL or BENCH_DATABASE_URL)`);
    return [[`${name} on PostgreSQL`, 'not measured', 'set TEST_DATABASE_URL']];
  }
  return withFreshPostgres(serverUrl, prefix, async ({ env, runSql }) => {
    const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
    let session;
    let ids;
    try {
      session = httpSession(setup.port);
      const { user, company } = await signUpWithCompany(setup, session, {
        legalName: `Bench ${name} Pte. Ltd.`,
        uen: '201912345R',
      });
      const contact = await session.json(
        'POST',
        '/api/contacts',
        { role: 'customer', name: 'Bench Statement Customer' },
        201,
      );
      ids = { tenantId: company.tenantId, userId: user.id, contactId: contact.id };
    } finally {
      await setup.stop();
    }
    const seedStarted = performance.now();
    await runSql([...seed(ids), { text: 'analyze', values: [] }]);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const server = await startKira(env);
    const caller = kiraCaller(server.port, session.cookieHeader());
    try {
      const rows = await run(caller, ids);
      rows[0][2] += `; written with SQL in ${seedSeconds.toFixed(0)} s`;
      return rows;
    } finally {
      caller.close();
      await server.stop();
    }
  });
}

export async function measure(caller, path, { label, target, check }) {
  const first = await caller.send('GET', path, { parse: true });
  if (first.status !== 200 || !check(first.body))
    throw new Error(
      `${path} answered ${first.status}: ${JSON.stringify(first.body).slice(0, 500)}`,
    );
  await load(caller, path, 3); // warm-up
  const latencies = await load(caller, path, SECONDS);
  return [
    [
      label,
      `${percentile(latencies, 0.95).toFixed(1)} ms`,
      `p95; median ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, ` +
        `${(latencies.length / SECONDS).toFixed(0)} req/s; ${CLIENTS} clients, ${SECONDS} s; ${target}`,
    ],
  ];
}

async function load(caller, path, seconds) {
  const latencies = [];
  const endAt = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < endAt) {
      const began = performance.now();
      const { status } = await caller.send('GET', path);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies;
}
