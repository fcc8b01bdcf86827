// Heavy work never blocks the server (issue 30): `/api/health`'s answer time while the server is
// idle, and while three ZIPs of 50 PDFs render at once (GET /api/documents/pdfs.zip). PDFs are
// rendered on worker threads, so health, answered on the event loop, should barely move.
// Against `npm start`'s build on PGlite. Alone: `node bench/pdf-zip-health.mjs` (after
// `npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { demoSeeded, median, percentile, sleep, startKira } from './lib.mjs';

const DOCUMENTS = 50;
const ZIPS = 3;
/** How often health is asked, and for how long while idle. */
const EVERY_MS = 20;
const IDLE_MS = 5_000;

export async function benchPdfZipHealth() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-zip-'));
  const kira = await startKira({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { keepStdout: true });
  try {
    const session = httpSession(kira.port);
    await signUpWithCompany(kira, session, {
      legalName: 'Bench Zip Pte. Ltd.',
      uen: '201912346R',
      gstRegistered: true,
      gstNumber: '201912346R',
    });
    const ids = await makeDocuments(session);
    await demoSeeded(kira);
    // One PDF first, so the threads' start is not part of the figure.
    await fetchOk(session, `/api/documents/${ids[0]}/pdf`);
    const idle = await pollHealth(kira.port, sleep(IDLE_MS));
    const startedAt = performance.now();
    const zips = Promise.all(
      Array.from({ length: ZIPS }, () =>
        fetchOk(session, `/api/documents/pdfs.zip?ids=${ids.join(',')}`),
      ),
    );
    const loaded = await pollHealth(kira.port, zips);
    const zipSeconds = (performance.now() - startedAt) / 1000;
    return [
      healthRow('idle', idle),
      healthRow(`while ${ZIPS} ZIPs of ${DOCUMENTS} PDFs render`, loaded),
      [
        `pdf-zip-health: ${ZIPS} ZIPs of ${DOCUMENTS} PDFs, all answered`,
        `${zipSeconds.toFixed(1)} s`,
        `${((ZIPS * DOCUMENTS) / zipSeconds).toFixed(1)} PDFs/s`,
      ],
    ];
  } finally {
    await kira.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function healthRow(when, times) {
  return [
    `pdf-zip-health: /api/health ${when}, p50 / p99`,
    `${median(times).toFixed(1)} / ${percentile(times, 0.99).toFixed(1)} ms`,
    `${times.length} requests, one every ${EVERY_MS} ms (target under load: p99 < 500 ms)`,
  ];
}

/** Asks for /api/health one request at a time, every EVERY_MS, until `until` settles. */
async function pollHealth(port, until) {
  let done = false;
  const finished = until.finally(() => {
    done = true;
  });
  const times = [];
  while (!done) {
    const startedAt = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - startedAt);
    await sleep(EVERY_MS);
  }
  await finished;
  return times;
}

async function fetchOk(session, path) {
  const res = await session.request('GET', path);
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(bytes)}`);
  return bytes.byteLength;
}

/** DOCUMENTS issued invoices of 5 lines to one customer. */
async function makeDocuments(session) {
  const contact = await session.json(
    'POST',
    '/api/contacts',
    { role: 'customer', name: 'Zip Customer Pte. Ltd.', billingAddress: { line1: '2 Jalan Zip' } },
    201,
  );
  const lines = Array.from({ length: 5 }, (_, i) => ({
    description: `Zip item ${i + 1}`,
    quantity: String(i + 1),
    unit: 'pc',
    unitPrice: `${i + 10}.50`,
    taxCode: 'SR',
  }));
  const ids = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    const body = { kind: 'invoice', contactId: contact.id, lines };
    const draft = await session.json('POST', '/api/documents', body, 201);
    ids.push((await session.json('POST', `/api/documents/${draft.id}/issue`)).id);
  }
  return ids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, figure, note] of await benchPdfZipHealth()) {
    console.log(`${what.padEnd(60)}  ${figure.padStart(16)}  ${note}`);
  }
}
