// The contact list of issue 5: a page of 50 contacts, filtered and sorted, on a company with
// 100,000 contacts, under 16 concurrent clients; on PGlite and on PostgreSQL. 90,000 contacts
// are written with SQL (through the import, 100,000 took over 15 minutes on PGlite: see
// contact-sql.mjs), the last 10,000 are imported as a user would, as one CSV file.
import { CONTACT_CSV_MAPPING, contactCsv, listedCustomersAmong } from './contact-csv.mjs';
import { contactInsertStatements } from './contact-sql.mjs';
import { benchesPglite, withFreshPglite, withFreshPostgres } from './databases.mjs';
import { httpSession } from './http-session.mjs';
import { demoSeeded, loggedVerificationLink, sleep, startKira } from './lib.mjs';
import { CLIENTS, cpuNote, kiraCaller, steadyLoop, warmUpNote } from './load.mjs';
import { baselineRow, prepared, ratioRow, rawPool } from './raw-sql.mjs';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const IMPORTED = Math.min(10_000, CONTACTS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PREFIX = 'kira_bench_contacts';

const customersByName = (page) => `/api/contacts?role=customer&sort=name&page=${page}&pageSize=50`;

/**
 * What the clients ask for: the n-th request of a run gets `pathOf(n, pages of customers)`.
 * The customer lists by name also have a raw-SQL baseline of page `pageOf(n, pages)`.
 */
const WORKLOADS = [
  {
    what: 'contact list p99, customers by name, pages 1-20',
    pageOf: (n) => 1 + (n % 20),
  },
  {
    what: 'contact list p99, customers by name, any page',
    // Pages spread over the whole list (about 1,170 pages of customers), deep ones included.
    pageOf: (n, pages) => 1 + ((n * 7919) % pages),
  },
  {
    what: 'contact list p99, customers by name, search "hardware"',
    pathOf: (n) => `/api/contacts?role=customer&q=hardware&sort=name&page=${1 + (n % 5)}`,
  },
  {
    // What every signed-in request pays before its own work (session, claims): for comparison.
    what: 'GET /api/me p99 (signed-in baseline)',
    pathOf: () => '/api/me',
    baseline: true,
  },
].map((w) => (w.pageOf ? { ...w, pathOf: (n, pages) => customersByName(w.pageOf(n, pages)) } : w));

export async function benchContactList() {
  const rows = benchesPglite ? await withFreshPglite(PREFIX, (db) => benchOn('PGlite', db)) : [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    rows.push(['contact list on PostgreSQL', 'not measured', 'set TEST_DATABASE_URL']);
    return rows;
  }
  rows.push(...(await withFreshPostgres(serverUrl, PREFIX, (db) => benchOn('PostgreSQL', db))));
  return rows;
}

async function benchOn(database, { env, runSql }) {
  // First run: logs at info, where the verification mail (no SMTP_URL) shows its link.
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  let signedUp;
  try {
    signedUp = await signUpWithCompany(setup);
    await demoSeeded(setup);
  } finally {
    await setup.stop();
  }
  const written = CONTACTS - IMPORTED;
  const sqlStarted = performance.now();
  const { tenantId, userId, cookie } = signedUp;
  await runSql(contactInsertStatements({ tenantId, userId, first: 0, count: written }));
  const sqlSeconds = (performance.now() - sqlStarted) / 1000;

  // The import, at the usual log level (no per-request log lines); then VACUUM ANALYZE, as
  // autovacuum gives a server after a large write, so the lists are measured in the steady
  // state rather than while the database catches up with the import.
  const importer = await startKira(env);
  let importSeconds;
  try {
    importSeconds = await importContacts(httpSession(importer.port, { cookie }), written, IMPORTED);
  } finally {
    await importer.stop();
  }
  await runSql([]);
  const rows = [
    [
      `import ${IMPORTED.toLocaleString('en')} contacts (1 CSV file), ${database}`,
      `${importSeconds.toFixed(1)} s`,
      `POST /api/contacts/import into a company of ${written.toLocaleString('en')} contacts ` +
        `(written with SQL in ${sqlSeconds.toFixed(0)} s, then ANALYZE)`,
    ],
  ];

  // Measured run: a fresh process.
  const server = await startKira(env);
  // The raw-SQL baselines (PostgreSQL only: PGlite lives inside the server's process).
  const raw = env.DATABASE_URL ? rawPool(env.DATABASE_URL) : undefined;
  try {
    const customers = await customerCount(server.port, cookie);
    const pages = Math.ceil(customers / 50);
    for (const workload of WORKLOADS) {
      const path = (n) => workload.pathOf(n, pages);
      const result = await load(server, cookie, path);
      const target = database === 'PostgreSQL' && !workload.baseline ? '; target p99 < 30 ms' : '';
      rows.push([
        `${workload.what}, ${database}`,
        `${result.p99.toFixed(1)} ms`,
        `median ${result.median.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s; ` +
          `${CLIENTS} clients, ${SECONDS} s; ${cpuNote(result)}; ${warmUpNote(result.warmUp)}` +
          target,
      ]);
      if (!raw || !workload.pageOf) continue;
      const rawResult = await steadyLoop(
        (n) => rawCustomerPage(raw.pool, tenantId, workload.pageOf(n, pages)),
        SECONDS,
      );
      rows.push(
        baselineRow(`${workload.what}, raw SQL, ${database}`, rawResult, {
          poolSize: raw.size,
          statements: '1 statement a page',
          seconds: SECONDS,
          warmUp: warmUpNote(rawResult.warmUp),
        }),
        ratioRow(
          `${workload.what.replace(' p99', ' app/raw SQL')}, ${database}`,
          result,
          rawResult,
        ),
      );
    }
  } finally {
    await raw?.close();
    await server.stop();
  }
  rows.push(await withoutReadCache(env, cookie, database));
  return rows;
}

/**
 * Pages 1-20 again on a server started with READ_CACHE_MS=0: every request reads the user's
 * claims and counts the matches, as when another process writes all the time.
 */
async function withoutReadCache(env, cookie, database) {
  const server = await startKira({ ...env, READ_CACHE_MS: '0' });
  try {
    const [workload] = WORKLOADS;
    const result = await load(server, cookie, workload.pathOf);
    return [
      `${workload.what}, no read cache, ${database}`,
      `${result.p99.toFixed(1)} ms`,
      `median ${result.median.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s; ` +
        `READ_CACHE_MS=0: claims read and matches counted on every request; ` +
        warmUpNote(result.warmUp),
    ];
  } finally {
    await server.stop();
  }
}

async function signUpWithCompany(server) {
  const session = httpSession(server.port);
  const email = `bench.${Date.now()}@example.sg`;
  const { user } = await session.json('POST', '/api/auth/sign-up/email', {
    name: 'Bench Tan',
    email,
    password: 'kaya-toast-bench-2026',
  });
  const userId = user.id;
  const link = await loggedVerificationLink(server);
  const verified = await session.request('GET', link);
  if (verified.status >= 400) throw new Error(`Verifying the e-mail: ${verified.status}`);
  // R: the check letter core's uenCheckLetter gives, so the UEN carries no warning.
  const company = { legalName: 'Bench Trading Pte. Ltd.', uen: '201912345R' };
  const created = await session.json('POST', '/api/companies', company, 201);
  return { tenantId: created.company.tenantId, userId, cookie: session.cookieHeader() };
}

/** Imports contacts `first` to `first + count - 1` as one CSV file; the seconds it took. */
async function importContacts(session, first, count) {
  const startedAt = performance.now();
  const body = { csv: contactCsv(first, count), mapping: CONTACT_CSV_MAPPING, mode: 'valid-rows' };
  let job = await session.json('POST', '/api/contacts/import', body, 202);
  while (job.status === 'running') {
    await sleep(100);
    job = await session.json('GET', `/api/imports/${job.id}`);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  if (job.status !== 'done' || job.report.created !== count) {
    const problems = JSON.stringify(job.report?.rejected.slice(0, 3) ?? job.error);
    throw new Error(`The import: ${job.status}, created ${job.report?.created}: ${problems}`);
  }
  // Asked from the last page, the list counts them all (it counts only so far past a page).
  const lastPage = Math.ceil(CONTACTS / 200);
  const list = await session.json(
    'GET',
    `/api/contacts?archived=all&pageSize=200&page=${lastPage}`,
  );
  if (list.total !== CONTACTS) throw new Error(`${list.total} contacts instead of ${CONTACTS}`);
  return seconds;
}

/** The number of customers listed (not archived), checking that a page has 50 of them. */
async function customerCount(port, cookie) {
  const res = await fetch(
    `http://127.0.0.1:${port}/api/contacts?role=customer&sort=name&pageSize=50`,
    { headers: { cookie } },
  );
  const page = await res.json();
  if (res.status !== 200 || page.items.length !== 50)
    throw new Error(
      `The contact list answered ${res.status}: ${JSON.stringify(page).slice(0, 300)}`,
    );
  const expected = listedCustomersAmong(CONTACTS);
  const last = await fetch(
    `http://127.0.0.1:${port}/api/contacts?role=customer&pageSize=200&page=${Math.ceil(expected / 200)}`,
    { headers: { cookie } },
  ).then((r) => r.json());
  if (last.total !== expected) throw new Error(`${last.total} customers instead of ${expected}`);
  return last.total;
}

/** GET `pathOf(n)` in a closed loop: warmed up until steady, then the measured run. */
async function load(server, cookie, pathOf) {
  const caller = kiraCaller(server.port, cookie);
  try {
    return await steadyLoop((n) => caller.send('GET', pathOf(n)), SECONDS, server.child.pid);
  } finally {
    caller.close();
  }
}

// A page of customers by name as the server reads it: the page query alone, 1 statement (the
// session, the claims and the count come from the server's caches in the steady state), as
// PostgreSQL's statement log showed it (build of 2026-11-25).
const customerPage = prepared(
  'customer_page',
  `select contacts.id, contacts.role, contacts.name, contacts.uen, contacts.contact_person,
    array_to_json(contacts.emails), array_to_json(contacts.phones),
    array_to_json(contacts.tags), contacts.archived, contacts.updated_at,
    exists (select 1 from documents
      where documents.tenant_id = contacts.tenant_id and documents.contact_id = contacts.id)
  from (select tenant_id, id from contacts
      where contacts.tenant_id = $1 and contacts.archived = $2 and contacts.role in ($3, $4)
      order by lower(contacts.name) asc, contacts.id asc limit $5 offset $6) page
  inner join contacts on contacts.tenant_id = page.tenant_id and contacts.id = page.id
  order by lower(contacts.name) asc, contacts.id asc`,
);

async function rawCustomerPage(pool, tenantId, page) {
  await pool.query(customerPage([tenantId, false, 'customer', 'both', 50, (page - 1) * 50]));
  return { status: 200 };
}
