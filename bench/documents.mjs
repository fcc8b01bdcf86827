// The documents engine of issue 6, on a database of 1,000 companies holding 100,000 documents
// in the measured company: create-and-issue of a 5-line invoice, and a list page of 50, under
// 16 concurrent clients, on PGlite and on PostgreSQL. The documents are written straight with
// SQL (through the API they would take an hour on PGlite); the measured requests go through
// the running server like any user's. On PostgreSQL, beside each, its raw-SQL baseline (the
// same statements through a bare `pg.Pool`, documents-raw-sql.mjs), measured in turns with the
// app's load (load.mjs), and the ratio app/raw; then the server's memory right after the load
// and after up to a minute idle.

import { benchesPglite, withFreshPglite, withFreshPostgres } from './databases.mjs';
import { rawDocumentStatements } from './documents-raw-sql.mjs';
import { httpSession } from './http-session.mjs';
import { demoSeeded, loggedVerificationLink, rssAfterLoad, startKira } from './lib.mjs';
import { CLIENTS, cpuNote, kiraCaller, measuredInTurns, steadyLoop, warmUpNote } from './load.mjs';
import { baselineRow, ratioRow, rawPool } from './raw-sql.mjs';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const COMPANIES = 1_000;
const OTHER_DOCUMENTS_EACH = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchDocuments() {
  const rows = benchesPglite
    ? await withFreshPglite('kira-bench-documents', ({ env, runSql }) =>
        benchOn('PGlite', env, runSql),
      )
    : [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    rows.push(['documents on PostgreSQL', 'not measured', 'set TEST_DATABASE_URL']);
    return rows;
  }
  rows.push(
    ...(await withFreshPostgres(serverUrl, 'kira_bench_documents', ({ env, runSql }) =>
      benchOn('PostgreSQL', env, runSql),
    )),
  );
  return rows;
}

/** The SQL that fills the database: other companies with a few invoices, and the measured one. */
function seedStatements(tenantId, contactId, userId) {
  const invoices = (tenant, count, prefix) => ({
    text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
        contact_snapshot, issue_date, due_date, gst_rounding, subtotal, taxable, tax, total, payable,
        settled, search_text, issued_at, created_by, issued_by)
      select $1, $2 || g, 'invoice', case when g % 10 = 0 then 'paid' else 'issued' end,
        'INV-' || lpad(g::text, 6, '0'), g, $3,
        json_build_object('name', 'Customer ' || (g % 500), 'uen', '', 'gstNumber', '',
          'contactPerson', '', 'email', '', 'address', json_build_array()),
        date '2024-01-01' + (g % 1000), date '2024-01-31' + (g % 1000), 'line',
        ((g % 997) + 1) * 3, ((g % 997) + 1) * 3, round(((g % 997) + 1) * 3 * 0.09, 2),
        ((g % 997) + 1) * 3 + round(((g % 997) + 1) * 3 * 0.09, 2),
        ((g % 997) + 1) * 3 + round(((g % 997) + 1) * 3 * 0.09, 2),
        case when g % 10 = 0 then ((g % 997) + 1) * 3 + round(((g % 997) + 1) * 3 * 0.09, 2) else 0 end,
        'inv-' || lpad(g::text, 6, '0') || ' customer ' || (g % 500), now(), $4, $4
      from generate_series(1, ${count}) g`,
    values: [tenant, prefix, contactId, userId],
  });
  const lines = (tenant, prefix) => ({
    text: `insert into document_lines (tenant_id, document_id, position, description, quantity,
        unit_price, tax_code, tax_rate, amount, tax)
      select d.tenant_id, d.id, p, 'Item ' || p, 1, d.subtotal / 3, 'SR', 9, d.subtotal / 3,
        round(d.subtotal / 3 * 0.09, 2)
      from documents d, generate_series(1, 3) p
      where d.tenant_id = $1 and d.id like $2`,
    values: [tenant, `${prefix}%`],
  });
  const statements = [
    {
      text: `insert into companies (tenant_id, name) select 'OBENCH' || g, 'Bench Company ' || g
        from generate_series(1, ${COMPANIES - 1}) g`,
      values: [],
    },
  ];
  // The other companies' invoices name no contact of theirs: the contact column is left empty.
  statements.push({
    text: `insert into documents (tenant_id, id, kind, status, number, number_value, issue_date,
        gst_rounding, subtotal, taxable, tax, total, payable, search_text)
      select 'OBENCH' || c, 'IBENCH' || c || '-' || g, 'invoice', 'issued',
        'INV-' || lpad(g::text, 6, '0'), g, date '2025-01-01' + g, 'line', 100, 100, 9, 109, 109, ''
      from generate_series(1, ${COMPANIES - 1}) c, generate_series(1, ${OTHER_DOCUMENTS_EACH}) g`,
    values: [],
  });
  statements.push(invoices(tenantId, DOCUMENTS, 'IBENCH-'));
  statements.push(lines(tenantId, 'IBENCH-'));
  statements.push({
    text: `update document_series set next_number = ${DOCUMENTS + 1}
      where tenant_id = $1 and kind = 'invoice'`,
    values: [tenantId],
  });
  return statements;
}

async function benchOn(database, env, runSql) {
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  let session;
  let ids;
  try {
    session = httpSession(setup.port);
    ids = await signUpWithCompany(setup, session);
    await demoSeeded(setup);
  } finally {
    await setup.stop();
  }
  const seedStarted = performance.now();
  await runSql(seedStatements(ids.tenantId, ids.contactId, ids.userId));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const server = await startKira(env);
  const caller = kiraCaller(server.port, session.cookieHeader());
  // The raw-SQL baselines (documents-raw-sql.mjs): PostgreSQL only, since PGlite lives inside
  // the server's process and no other client can reach it.
  const raw = env.DATABASE_URL ? rawPool(env.DATABASE_URL) : undefined;
  const rawSql = raw && rawDocumentStatements(raw.pool, ids);
  // With a baseline, the app and its baseline are measured in turns (see measuredInTurns).
  const measure = async (app, rawUnit) => {
    if (!rawUnit) return { app: await steadyLoop(app, SECONDS, server.child.pid) };
    return measuredInTurns({ app, raw: rawUnit, seconds: SECONDS, serverPid: server.child.pid });
  };
  const rows = [
    [
      `documents in the database, ${database}`,
      `${(DOCUMENTS + (COMPANIES - 1) * OTHER_DOCUMENTS_EACH).toLocaleString('en')}`,
      `${DOCUMENTS.toLocaleString('en')} invoices (3 lines each) in the measured company, ` +
        `${COMPANIES.toLocaleString('en')} companies; written with SQL in ${seedSeconds.toFixed(0)} s`,
    ],
  ];
  if (!raw) rows.push([`raw-SQL baselines, ${database}`, 'not measured', 'PostgreSQL only']);
  const baseline = (what, result, statements) =>
    baselineRow(what, result, {
      poolSize: raw.size,
      statements,
      seconds: SECONDS,
      warmUp: warmUpNote(result.warmUp),
    });
  try {
    const check = await caller.send('GET', '/api/documents/summary?kind=invoice', {
      parse: true,
    });
    if (check.status !== 200 || check.body.count < DOCUMENTS)
      throw new Error(`The list answered ${check.status} with ${check.body?.count} invoices`);
    // The first 20 pages (the newest 1,000 invoices, what a user browses), then pages spread
    // over the first 200 (offsets up to 9,950), which cost the database more.
    const lists = [
      { pages: 20, target: 'list p99 < 30 ms' },
      { pages: 200, target: 'list p99 < 30 ms (deep pages)' },
    ];
    for (const { pages, target } of lists) {
      const pageOf = (n) => 1 + ((n * 7919) % pages);
      const listPath = (n) =>
        `/api/documents?kind=invoice&sort=-issueDate&page=${pageOf(n)}&pageSize=50`;
      const { app: result, raw: rawResult } = await measure(
        (n) => caller.send('GET', listPath(n)),
        rawSql && ((n) => rawSql.listPage(pageOf(n), 50)),
      );
      const what = `document list p99 (50 invoices, newest first, pages 1-${pages})`;
      rows.push(row(`${what}, ${database}`, result, database, target));
      if (!rawSql) continue;
      rows.push(
        baseline(`${what}, raw SQL, ${database}`, rawResult, rawSql.listStatements),
        ratioRow(
          `document list app/raw SQL (pages 1-${pages}), ${database}`,
          result,
          rawResult,
          RATIO_TARGET,
        ),
      );
    }

    const createAndIssue = async (n) => {
      const created = await caller.send('POST', '/api/documents', {
        body: { kind: 'invoice', contactId: ids.contactId, lines: benchLines(n) },
        parse: true,
      });
      if (created.status !== 201) return created;
      return caller.send('POST', `/api/documents/${created.body.id}/issue`);
    };
    // The app's turn last, so the server's memory is sampled right after its own load.
    const { app: issued, raw: rawIssued } = await measure(
      createAndIssue,
      rawSql && ((n) => rawSql.createAndIssue(benchLines(n))),
    );
    const memory = await rssAfterLoad(server.child.pid, { belowMB: idleTargetMB(database) });
    const what = 'create and issue a 5-line invoice p99';
    rows.push(row(`${what}, ${database}`, issued, database, 'at least 200 per second', true));
    if (rawSql)
      rows.push(
        baseline(`${what}, raw SQL, ${database}`, rawIssued, rawSql.createAndIssueStatements),
        ratioRow(`create and issue app/raw SQL, ${database}`, issued, rawIssued, RATIO_TARGET),
      );
    rows.push(memoryRow(database, memory));
  } finally {
    caller.close();
    await raw?.close();
    await server.stop();
  }
  return rows;
}

/** The n-th invoice's 5 lines, as the clients send them (and the baseline writes them). */
function benchLines(n) {
  return Array.from({ length: 5 }, (_, i) => ({
    description: `Bench item ${i + 1}`,
    quantity: String(1 + ((n + i) % 4)),
    unitPrice: `${10 + ((n * 7 + i * 13) % 90)}.${String((n + i) % 100).padStart(2, '0')}`,
    taxCode: 'SR',
  }));
}

function row(what, result, database, target, perSecondTarget = false) {
  return [
    what,
    `${result.p99.toFixed(1)} ms`,
    `median ${result.median.toFixed(1)} ms, ${result.perSecond.toFixed(0)}${perSecondTarget ? ' invoices' : ' req'}/s; ` +
      `${CLIENTS} clients, ${SECONDS} s; ${cpuNote(result)}; ${warmUpNote(result.warmUp)}` +
      `${database === 'PostgreSQL' ? `; target ${target}` : ''}`,
  ];
}

/**
 * Memory targets a minute after the load, PDF threads included (issue 31): 200 MB on
 * PostgreSQL, 400 MB on PGlite, whose database lives in the process.
 */
const idleTargetMB = (database) => (database === 'PostgreSQL' ? 200 : 400);

/** The app's throughput as a share of raw SQL's (issue 31): clean code before the last tenth. */
const RATIO_TARGET = 0.4;

function memoryRow(database, { afterLoad, idle, idleSeconds }) {
  const target = idleTargetMB(database);
  return [
    `server memory (RSS) after load, ${database}`,
    `${afterLoad.toFixed(0)} MB`,
    `right after create-and-issue; ${idle.toFixed(0)} MB after ${idleSeconds.toFixed(0)} s ` +
      `idle (sampled every 5 s, up to 60 s); target back under ${target} MB within a minute ` +
      'after load',
  ];
}

async function signUpWithCompany(server, session) {
  const email = `bench.docs.${Date.now()}@example.sg`;
  const signUp = await session.json('POST', '/api/auth/sign-up/email', {
    name: 'Bench Lim',
    email,
    password: 'kaya-toast-bench-2026',
  });
  const link = await loggedVerificationLink(server);
  await session.request('GET', link);
  const { company } = await session.json(
    'POST',
    '/api/companies',
    {
      legalName: 'Bench Docs Pte. Ltd.',
      uen: '201912345R',
      gstRegistered: true,
      gstNumber: '201912345R',
    },
    201,
  );
  const contact = await session.json(
    'POST',
    '/api/contacts',
    { role: 'customer', name: 'Bench Customer Pte. Ltd.' },
    201,
  );
  return { tenantId: company.tenantId, contactId: contact.id, userId: signUp.user.id };
}
