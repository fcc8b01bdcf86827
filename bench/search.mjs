// Search across a company (issue 35), on PostgreSQL: a fresh database of 1,000,000 documents of
// which 100,000 belong to the measured company, with 500 contacts and 200 products there, all
// written set-based with SQL; then `GET /api/search?q=` through the running server, p95 over a
// fragment of a name, a misspelt name and a fragment of a number, with a few concurrent clients.
// Not on PGlite: a million documents would take the embedded database most of an hour to write.

import { withFreshPostgres } from './databases.mjs';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { startKira } from './lib.mjs';
import { cpuNote, kiraCaller, steadyLoop, warmUpNote } from './load.mjs';

const MEASURED_DOCUMENTS = 100_000;
/** The other companies, each with as many documents: 900,000 more, a million in all. */
const OTHER_COMPANIES = 1_000;
const OTHER_DOCUMENTS_EACH = 900;
const ALL_DOCUMENTS = MEASURED_DOCUMENTS + OTHER_COMPANIES * OTHER_DOCUMENTS_EACH;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A few people searching at once: search is typed by a person, not sent by a machine. */
const CLIENTS = 4;
const TARGET = 'target p95 < 50 ms';

/** What is searched: a fragment of a name, a misspelt name, a fragment of a number. */
const QUERIES = [
  ['fragment of a name', 'hard'],
  ['misspelt name', 'Tna Hardware'],
  ['fragment of a number', '00012'],
];

// 20 surnames × 25 trades: 500 customers' names (`tan hardware pte. ltd.`).
const SURNAMES = `tan lim lee ng ong wong goh chua chan koh teo ang yeo tay ho low toh sim chong chia`;
const TRADES = `hardware trading engineering logistics catering electrical plumbing renovation florist
  bakery printing aircon motors textiles furniture optical jewellery seafood provisions pharmacy
  tailoring transport security laundry stationery`;
const words = (text) =>
  `array[${text
    .trim()
    .split(/\s+/)
    .map((w) => `'${w}'`)}]`;
/** The `n`-th customer's name (0 to 499), as SQL. */
const nameOf = (n) =>
  `(${words(SURNAMES)})[1 + (${n}) % 20] || ' ' || (${words(TRADES)})[1 + (${n}) / 20 % 25] || ' pte. ltd.'`;
const LINE_WORDS = `'brass hinge ' || (g % 37) || ' satin finish, door closer and fitting works'`;

export async function benchSearch() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'search bench: skipped, PostgreSQL only (set TEST_DATABASE_URL or BENCH_DATABASE_URL)',
    );
    return [['search p95, PostgreSQL', 'not measured', 'set TEST_DATABASE_URL']];
  }
  return withFreshPostgres(serverUrl, 'kira_bench_search', ({ env, runSql }) =>
    benchOn(env, runSql),
  );
}

/**
 * The documents' search text as issuing writes it (number, contact's name, reference, notes,
 * lines' descriptions, lower-cased): `g` numbers the document within its company. With
 * `contacts`, each document belongs to the contact of its name (`CSEARCH-n`, written first), as
 * the app's documents do; the other companies' documents carry only the contact's snapshot.
 */
function documentsOf({ tenant, count, idPrefix, companies = '1', contacts = false }) {
  const contactId = contacts ? `'CSEARCH-' || ((g * 7 + c) % 500)` : 'null';
  return `insert into documents (tenant_id, id, kind, status, number, number_value,
      contact_id, contact_snapshot, issue_date, due_date, gst_rounding, subtotal, taxable, tax,
      total, payable, search_text, issued_at)
    select ${tenant}, ${idPrefix} || g, kind, 'issued', prefix || lpad(g::text, 6, '0'), g,
      ${contactId},
      json_build_object('name', initcap(name), 'uen', '', 'gstNumber', '', 'contactPerson', '',
        'email', '', 'address', json_build_array()),
      date '2024-01-01' + (g % 700), case when kind = 'invoice' then date '2024-01-31' + (g % 700) end,
      'line', 100, 100, 9, 109, 109,
      lower(prefix || lpad(g::text, 6, '0') || ' ' || name || ' po ' || (g * 7 % 9973) || ' '
        || ${LINE_WORDS}),
      now()
    from generate_series(1, ${companies}) c, generate_series(1, ${count}) g,
      lateral (select case when g % 4 = 0 then 'quotation' else 'invoice' end as kind) k,
      lateral (select case when kind = 'quotation' then 'QUO-' else 'INV-' end as prefix) p,
      lateral (select ${nameOf('g * 7 + c')} as name) n`;
}

function seedStatements(tenantId) {
  return [
    {
      text: `insert into companies (tenant_id, name) select 'OSEARCH' || g, 'Bench Company ' || g
        from generate_series(1, ${OTHER_COMPANIES}) g`,
      values: [],
    },
    {
      text: documentsOf({
        tenant: `'OSEARCH' || c`,
        count: OTHER_DOCUMENTS_EACH,
        idPrefix: `'DSEARCH' || c || '-'`,
        companies: String(OTHER_COMPANIES),
      }),
      values: [],
    },
    {
      text: `insert into contacts (tenant_id, id, role, name, search_text)
        select $1, 'CSEARCH-' || g, 'customer', initcap(name), name
        from generate_series(0, 499) g, lateral (select ${nameOf('g')} as name) n`,
      values: [tenantId],
    },
    {
      text: documentsOf({
        tenant: '$1',
        count: MEASURED_DOCUMENTS,
        idPrefix: `'DSEARCH-'`,
        contacts: true,
      }),
      values: [tenantId],
    },
    {
      text: `insert into products (tenant_id, id, type, code, name, selling_price, tax_code, search_text)
        select $1, 'PSEARCH-' || g, 'product', 'HNG-' || g, 'Brass hinge ' || g, 12.5, 'SR',
          'hng-' || g || ' brass hinge ' || g
        from generate_series(1, 200) g`,
      values: [tenantId],
    },
  ];
}

async function benchOn(env, runSql) {
  const setup = await startKira(
    { ...env, LOG_LEVEL: 'info', DEMO_DOCUMENTS: 'false' },
    {
      keepStdout: true,
    },
  );
  let session;
  let tenantId;
  try {
    session = httpSession(setup.port);
    const { company } = await signUpWithCompany(setup, session, {
      legalName: 'Bench Search Pte. Ltd.',
      uen: '201912345R',
    });
    tenantId = company.tenantId;
  } finally {
    await setup.stop();
  }
  const seedStarted = performance.now();
  await runSql(seedStatements(tenantId));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const server = await startKira({ ...env, DEMO_DOCUMENTS: 'false' });
  const caller = kiraCaller(server.port, session.cookieHeader());
  const rows = [
    [
      'documents in the database, PostgreSQL',
      ALL_DOCUMENTS.toLocaleString('en'),
      `${MEASURED_DOCUMENTS.toLocaleString('en')} in the measured company (3 in 4 invoices, ` +
        `1 in 4 quotations), with 500 contacts and 200 products; the rest in ` +
        `${OTHER_COMPANIES.toLocaleString('en')} other companies; written with SQL in ${seedSeconds.toFixed(0)} s`,
    ],
  ];
  try {
    for (const [what, q] of QUERIES) {
      const path = `/api/search?q=${encodeURIComponent(q)}`;
      const check = await caller.send('GET', path, { parse: true });
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}`);
      const found = check.body.documents.reduce((sum, group) => sum + group.hits.length, 0);
      const result = await steadyLoop(
        () => caller.send('GET', path),
        SECONDS,
        server.child.pid,
        CLIENTS,
      );
      rows.push([
        `search p95 (${what}: "${q}"), PostgreSQL`,
        `${result.p95.toFixed(1)} ms`,
        `median ${result.median.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s; answers ` +
          `${found} documents, ${check.body.contacts.length} contacts, ` +
          `${check.body.products.length} products; ${CLIENTS} clients, ${SECONDS} s; ` +
          `${cpuNote(result)}; ${warmUpNote(result.warmUp)}; ${TARGET}`,
      ]);
    }
  } finally {
    caller.close();
    await server.stop();
  }
  return rows;
}
