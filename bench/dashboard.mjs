// The dashboard (issue 35) on PostgreSQL: 1,000,000 documents, of which 100,000 in the measured
// company (invoices, receipts, expenses, credit notes and quotations over three years up to
// today, in date order, written straight with SQL, set-based), then `GET /api/dashboard` by a few concurrent
// clients through the running server, as its owner (every widget). Target: p95 under 100 ms.
import { withFreshPostgres } from './databases.mjs';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { startKira } from './lib.mjs';
import { cpuNote, kiraCaller, steadyLoop, warmUpNote } from './load.mjs';

const DOCUMENTS = 100_000;
const TOTAL = 1_000_000;
const COMPANIES = 1_000;
const CUSTOMERS = 200;
const CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchDashboard() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'dashboard: skipped, PostgreSQL only (set TEST_DATABASE_URL or BENCH_DATABASE_URL)',
    );
    return [['dashboard on PostgreSQL', 'not measured', 'set TEST_DATABASE_URL']];
  }
  return withFreshPostgres(serverUrl, 'kira_bench_dashboard', ({ env, runSql }) =>
    benchOn(env, runSql),
  );
}

/**
 * The measured company's documents, one statement, written in date order as a company writes
 * them (three years up to today): the n-th's kind, status, date, customer, amounts (9% GST)
 * and, for an expense, its category. Invoices of the last 60 days are open or partly paid by
 * turns, older ones paid but one in fifty; quotations of the last 30 days await an answer.
 */
function companyDocuments(tenantId, userId) {
  const open = `(array['issued','partially_paid','paid','issued','paid'])[g % 5 + 1]`;
  return {
    text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
        contact_snapshot, issue_date, due_date, valid_until, gst_rounding, subtotal, taxable, tax,
        total, payable, settled, expense_category, search_text, issued_at, created_by, issued_by)
      select $1, 'DBENCH-' || g, k.kind, s.status,
        case when s.status = 'draft' then null
          else upper(left(k.kind, 3)) || '-' || lpad(g::text, 7, '0') end,
        g, 'CBENCH-' || (g % ${CUSTOMERS}),
        json_build_object('name', 'Customer ' || (g % ${CUSTOMERS}), 'uen', '', 'gstNumber', '',
          'contactPerson', '', 'email', '', 'address', json_build_array()),
        d.day, d.day + 30, d.day + 30, 'line', a.net, a.net, a.gst, a.net + a.gst, a.net + a.gst,
        case
          when k.kind = 'receipt' or s.status = 'paid' then a.net + a.gst
          when s.status = 'partially_paid' then round((a.net + a.gst) / 2, 2)
          else 0 end,
        case when k.kind = 'expense'
          then (array['rental','transportation','productCost','services','banking'])[g % 5 + 1] end,
        lower(k.kind) || ' ' || g, now(), $2, $2
      from generate_series(1, ${DOCUMENTS}) g
      cross join lateral (select (array['invoice','invoice','invoice','invoice','invoice','invoice',
        'receipt','receipt','expense','expense','expense','credit','quotation','quotation',
        'quotation','invoice','receipt','expense','invoice','invoice'])[g % 20 + 1] as kind) k
      cross join lateral (select current_date - 1094 + (g::bigint * 1095 / ${DOCUMENTS + 1})::int
        as day) d
      cross join lateral (select case
        when k.kind = 'invoice' and d.day > current_date - 60 then ${open}
        when k.kind = 'invoice' then case when g % 50 = 0 then 'issued' else 'paid' end
        when k.kind = 'quotation' and d.day > current_date - 30 then 'issued'
        when k.kind = 'quotation' then (array['accepted','declined','draft'])[g % 3 + 1]
        else 'issued' end as status) s
      cross join lateral (select ((g % 997) + 1) * 3.00 as net,
        round(((g % 997) + 1) * 3 * 0.09, 2) as gst) a`,
    values: [tenantId, userId],
  };
}

export function seedStatements(tenantId, userId) {
  const others = Math.round((TOTAL - DOCUMENTS) / (COMPANIES - 1));
  return [
    {
      text: `insert into companies (tenant_id, name) select 'OBENCH' || g, 'Bench Company ' || g
        from generate_series(1, ${COMPANIES - 1}) g`,
      values: [],
    },
    {
      text: `insert into contacts (tenant_id, id, role, name, search_text)
        select $1, 'CBENCH-' || g, 'customer', 'Customer ' || g, 'customer ' || g
        from generate_series(0, ${CUSTOMERS - 1}) g`,
      values: [tenantId],
    },
    // The other companies' invoices: a third of them in the last year, most of them paid.
    {
      text: `insert into documents (tenant_id, id, kind, status, number, number_value, issue_date,
          gst_rounding, subtotal, taxable, tax, total, payable, search_text)
        select 'OBENCH' || c, 'IBENCH' || c || '-' || g, 'invoice',
          case when g % 20 = 0 then 'issued' else 'paid' end,
          'INV-' || lpad(g::text, 6, '0'), g, current_date - (g * 7919 % 1095), 'line',
          100, 100, 9, 109, 109, ''
        from generate_series(1, ${COMPANIES - 1}) c, generate_series(1, ${others}) g`,
      values: [],
    },
    companyDocuments(tenantId, userId),
  ];
}

async function benchOn(env, runSql) {
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  let session;
  let ids;
  try {
    session = httpSession(setup.port);
    const { user, company } = await signUpWithCompany(setup, session, {
      legalName: 'Bench Dashboard Pte. Ltd.',
      uen: '201912345R',
      gstRegistered: true,
      gstNumber: '201912345R',
    });
    ids = { tenantId: company.tenantId, userId: user.id };
  } finally {
    await setup.stop();
  }
  const seedStarted = performance.now();
  await runSql(seedStatements(ids.tenantId, ids.userId));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const server = await startKira(env);
  const caller = kiraCaller(server.port, session.cookieHeader());
  try {
    const check = await caller.send('GET', '/api/dashboard', { parse: true });
    if (check.status !== 200 || !check.body.gst || check.body.months.length !== 12)
      throw new Error(`The dashboard answered ${check.status}: ${JSON.stringify(check.body)}`);
    // As the search bench: measured once the throughput is steady (the server's code compiled,
    // its pool and caches filled), with where the CPU went.
    const result = await steadyLoop(
      () => caller.send('GET', '/api/dashboard'),
      SECONDS,
      server.child.pid,
      CLIENTS,
    );
    return [
      [
        'documents in the database, PostgreSQL',
        TOTAL.toLocaleString('en'),
        `${DOCUMENTS.toLocaleString('en')} in the measured company over three years, ` +
          `${COMPANIES.toLocaleString('en')} companies; written with SQL in ${seedSeconds.toFixed(0)} s`,
      ],
      [
        'dashboard p95 (GET /api/dashboard, every widget), PostgreSQL',
        `${result.p95.toFixed(1)} ms`,
        `median ${result.median.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
          `${result.perSecond.toFixed(0)} req/s; ${CLIENTS} clients, ${SECONDS} s; ` +
          `${cpuNote(result)}; ${warmUpNote(result.warmUp)}; target p95 < 100 ms`,
      ],
    ];
  } finally {
    caller.close();
    await server.stop();
  }
}
