// A company's archive (issue 38) with 100,000 documents on PostgreSQL, written with SQL (each
// invoice one line, its amounts as the one function gives them, so the import's check of every
// total passes), then exported through the running server (GET /api/company/export, the ZIP
// read to its end) and imported again (POST /api/company/import, the job followed to its end),
// the server's resident memory sampled every 100 ms during each. Then the same archive imported
// into a server on a new PGlite data directory: the move from one database to the other.
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { withFreshPglite, withFreshPostgres } from './databases.mjs';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { sleep, startKira } from './lib.mjs';

const DOCUMENTS = Number(process.env.BENCH_ARCHIVE_DOCUMENTS ?? 100_000);

export async function benchCompanyTransfer() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('company-transfer: skipped, PostgreSQL only (set TEST_DATABASE_URL)');
    return [['company archive', 'not measured', 'set TEST_DATABASE_URL']];
  }
  const scratch = mkdtempSync(join(tmpdir(), 'kira-bench-archive-'));
  const zip = join(scratch, 'company.zip');
  try {
    const rows = await withFreshPostgres(
      serverUrl,
      'kira_bench_archive',
      async ({ env, runSql }) => {
        const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
        const session = httpSession(setup.port);
        let ids;
        try {
          const { user, company } = await signUpWithCompany(setup, session, {
            legalName: 'Bench Archive Pte. Ltd.',
            uen: '201912345R',
          });
          const contact = await session.json(
            'POST',
            '/api/contacts',
            { role: 'customer', name: 'Bench Customer' },
            201,
          );
          ids = { tenantId: company.tenantId, userId: user.id, contactId: contact.id };
        } finally {
          await setup.stop();
        }
        const seedStarted = performance.now();
        await runSql(archiveSeed(ids));
        const seedSeconds = (performance.now() - seedStarted) / 1000;
        const server = await startKira(env);
        const cookie = session.cookieHeader();
        try {
          const exported = await sampled(server, () => download(server.port, cookie, zip));
          const megabytes = statSync(zip).size / 1e6;
          const imported = await sampled(server, () => upload(server.port, cookie, zip));
          return [
            [
              `company export, ${DOCUMENTS.toLocaleString('en')} documents (GET /api/company/export), PostgreSQL`,
              `${exported.seconds.toFixed(1)} s`,
              `${megabytes.toFixed(0)} MB archive; server RSS ${memory(exported)}; written with SQL in ${seedSeconds.toFixed(0)} s`,
            ],
            [
              'company import of that archive (POST /api/company/import, to done), PostgreSQL',
              `${imported.seconds.toFixed(1)} s`,
              `server RSS ${memory(imported)}; ${imported.answer.processed} rows`,
            ],
          ];
        } finally {
          await server.stop();
        }
      },
    );
    const intoPglite = await withFreshPglite('kira-bench-archive-pglite', async ({ env }) => {
      const server = await startKira(
        { ...env, LOG_LEVEL: 'info', DEMO_DOCUMENTS: 'false' },
        { keepStdout: true },
      );
      try {
        const session = httpSession(server.port);
        await signUpWithCompany(server, session, {
          legalName: 'Bench Pglite Pte. Ltd.',
          uen: '201912345R',
        });
        const imported = await sampled(server, () =>
          upload(server.port, session.cookieHeader(), zip),
        );
        // The imported company, exported again from PGlite: one transaction while it reads,
        // so other requests wait that long on the embedded database.
        await session.json('POST', `/api/companies/${imported.answer.company.tenantId}/switch`, {});
        const again = join(scratch, 'again.zip');
        const exported = await sampled(server, () =>
          download(server.port, session.cookieHeader(), again),
        );
        return [
          [
            'the same archive imported into a server on PGlite (the move between databases)',
            `${imported.seconds.toFixed(1)} s`,
            `server RSS ${memory(imported)}`,
          ],
          [
            'that company exported again from PGlite',
            `${exported.seconds.toFixed(1)} s`,
            `server RSS ${memory(exported)}`,
          ],
        ];
      } finally {
        await server.stop();
      }
    });
    return [...rows, ...intoPglite];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const memory = ({ before, peak }) =>
  `${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most`;

/** Runs `work` while sampling the server's resident memory; seconds, MB before and at most. */
async function sampled(server, work) {
  const before = server.rssMiB();
  let peak = before;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, server.rssMiB());
      await sleep(100);
    }
  })();
  const started = performance.now();
  try {
    const answer = await work();
    return { seconds: (performance.now() - started) / 1000, before, peak, answer };
  } finally {
    running = false;
    await sampling;
  }
}

async function download(port, cookie, file) {
  const res = await fetch(`http://127.0.0.1:${port}/api/company/export`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
  await pipeline(Readable.fromWeb(res.body), createWriteStream(file));
}

async function upload(port, cookie, file) {
  const origin = `http://localhost:${port}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/company/import`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/zip' },
    body: readFileSync(file),
  });
  let job = await res.json();
  if (res.status !== 202) throw new Error(`import: ${res.status} ${JSON.stringify(job)}`);
  while (job.status === 'running') {
    await sleep(500);
    const poll = await fetch(`http://127.0.0.1:${port}/api/company/import/${job.id}`, {
      headers: { cookie },
    });
    job = await poll.json();
  }
  if (job.status !== 'done') throw new Error(`import: ${job.error}`);
  return job;
}

/** 100,000 invoices of one line each (so 100,000 lines), numbered, issued over two years. */
function archiveSeed({ tenantId, contactId }) {
  const price = '((g % 997) + 1) + 0.5';
  return [
    {
      text: `insert into documents (tenant_id, id, kind, status, number, number_value, contact_id,
          contact_snapshot, issue_date, due_date, gst_rounding, subtotal, taxable, tax, total,
          payable, search_text, issued_at)
        select $1, 'IARC' || g, 'invoice', 'issued', 'INV-' || lpad(g::text, 7, '0'), g, $2,
          '{"name":"Bench Customer","uen":"","gstNumber":"","contactPerson":"","email":"","address":[]}'::jsonb,
          current_date - 730 + (g::bigint * 730 / ${DOCUMENTS})::int,
          current_date - 700 + (g::bigint * 730 / ${DOCUMENTS})::int, 'line',
          ${price}, ${price}, round((${price}) * 0.09, 2), ${price} + round((${price}) * 0.09, 2),
          ${price} + round((${price}) * 0.09, 2), '', now()
        from generate_series(1, ${DOCUMENTS}) g`,
      values: [tenantId, contactId],
    },
    {
      text: `insert into document_lines (tenant_id, document_id, position, description, quantity,
          unit_price, tax_code, tax_rate, amount, tax)
        select $1, 'IARC' || g, 1, 'Bench line ' || g, 1, ${price}, 'SR', 9, ${price},
          round((${price}) * 0.09, 2)
        from generate_series(1, ${DOCUMENTS}) g`,
      values: [tenantId],
    },
    {
      text: `update document_series set next_number = ${DOCUMENTS + 1}
        where tenant_id = $1 and kind = 'invoice'`,
      values: [tenantId],
    },
  ];
}
