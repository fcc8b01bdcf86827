// Document PDFs of issue 18, through HTTP on a running server (`npm start`'s build, PGlite):
// `GET /api/documents/{id}/pdf` of an issued 5-line and 100-line tax invoice, each with its
// PayNow code, one request at a time. Each time is the whole answer: the session check, the
// document's read, the render with react-pdf and the transfer. Then the server's memory (RSS)
// before and after 1,000 PDFs of the 5-line invoice, and after 1,000 more: a leak shows as
// growth between the two thousands, once the first has warmed the process up. Last, the
// render alone in a process of its own (bench/pdf-render-heap.mjs): its median, and the
// JavaScript heap after a full collection before and after 1,000 renders.
// Alone: `node bench/pdf.mjs` (after `npm run build`).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { demoSeeded, median, percentile, root, startKira } from './lib.mjs';

/** Timed requests of each invoice, after WARM_UP untimed ones. */
const TIMED = Number(process.env.BENCH_PDF_TIMED ?? 50);
const WARM_UP = 10;
/** PDFs made between memory samples. */
const BATCH = Number(process.env.BENCH_PDF_BATCH ?? 1_000);

export async function benchPdf() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-pdf-'));
  try {
    const { cookie, invoices } = await prepareCompany({ DATA_DIR: dataDir });
    const kira = await startKira({ DATA_DIR: dataDir });
    try {
      const session = httpSession(kira.port, { cookie });
      const pdf = (id) => fetchPdf(session, id);
      const rows = [];
      for (const [lines, id] of Object.entries(invoices)) {
        for (let i = 0; i < WARM_UP; i++) await pdf(id);
        const times = [];
        for (let i = 0; i < TIMED; i++) times.push(await pdf(id));
        rows.push(timeRow(lines, times));
      }
      rows.push(...(await memoryRows(kira, () => pdf(invoices[5]))));
      rows.push(...(await inProcessRows()));
      return rows;
    } finally {
      await kira.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from asking for a PDF until its last byte has arrived. */
async function fetchPdf(session, id) {
  const startedAt = performance.now();
  const res = await session.request('GET', `/api/documents/${id}/pdf`);
  const bytes = await res.arrayBuffer();
  if (res.status !== 200 || bytes.byteLength < 1000) {
    throw new Error(`GET /api/documents/${id}/pdf: ${res.status}`);
  }
  return performance.now() - startedAt;
}

function timeRow(lines, times) {
  const middle = median(times);
  return [
    `pdf: ${lines}-line tax invoice, median`,
    `${middle.toFixed(1)} ms`,
    `p90 ${percentile(times, 0.9).toFixed(1)} ms; ${(1000 / middle).toFixed(1)} PDFs/s one at a time; HTTP to a running server, the document read from its database`,
  ];
}

async function memoryRows(kira, makePdf) {
  const before = kira.rssMiB();
  const startedAt = performance.now();
  for (let i = 0; i < BATCH; i++) await makePdf();
  const seconds = (performance.now() - startedAt) / 1000;
  const afterFirst = kira.rssMiB();
  for (let i = 0; i < BATCH; i++) await makePdf();
  const afterSecond = kira.rssMiB();
  return [
    [
      `pdf: ${BATCH} PDFs of 5 lines`,
      `${(BATCH / seconds).toFixed(1)} PDFs/s`,
      `${seconds.toFixed(1)} s one at a time`,
    ],
    [
      'pdf: server RSS before / after 1st / after 2nd batch',
      `${before.toFixed(0)} / ${afterFirst.toFixed(0)} / ${afterSecond.toFixed(0)} MiB`,
      `growth over the 2nd batch ${(afterSecond - afterFirst).toFixed(1)} MiB (target: none)`,
    ],
  ];
}

/**
 * A GST-registered company with PayNow, a customer, and two issued invoices (5 and 100 lines),
 * made through the API on a server started for it; the session's cookie for the measured one.
 */
async function prepareCompany(env) {
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  try {
    const session = httpSession(setup.port);
    await signUpWithCompany(setup, session, {
      legalName: 'Bench Paper Pte. Ltd.',
      uen: '201912345R',
      gstRegistered: true,
      gstNumber: '201912345R',
    });
    await session.json('PATCH', '/api/settings/company', {
      addressLine1: '1 Bench Road',
      postalCode: '123456',
      bankName: 'DBS Bank Ltd',
      bankAccountNumber: '012-345678-9',
      paynowProxyType: 'uen',
      paynowProxy: '201912345R',
      invoiceTerms: 'Payment within 30 days.',
    });
    const contact = await session.json(
      'POST',
      '/api/contacts',
      {
        role: 'customer',
        name: 'Bench Customer Pte. Ltd.',
        billingAddress: { line1: '2 Jalan Bench' },
      },
      201,
    );
    const issued = async (count) => {
      const body = { kind: 'invoice', contactId: contact.id, lines: benchLines(count) };
      const draft = await session.json('POST', '/api/documents', body, 201);
      return (await session.json('POST', `/api/documents/${draft.id}/issue`)).id;
    };
    const invoices = { 5: await issued(5), 100: await issued(100) };
    await demoSeeded(setup);
    return { cookie: session.cookieHeader(), invoices };
  } finally {
    await setup.stop();
  }
}

function benchLines(count) {
  return Array.from({ length: count }, (_, i) => ({
    description: `Bench item ${i + 1}`,
    quantity: String((i % 5) + 1),
    unit: 'pc',
    unitPrice: `${(i % 97) + 1}.50`,
    taxCode: 'SR',
  }));
}

/** The render alone, in a child process that can collect its garbage on demand. */
async function inProcessRows() {
  const { stdout } = await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', `${root}bench/pdf-render-heap.mjs`],
      { cwd: `${root}apps/server`, env: { ...process.env, BENCH_PDF_BATCH: String(BATCH) } },
      (error, out, err) =>
        error ? reject(new Error(`${error.message}\n${err}`)) : resolve({ stdout: out }),
    ),
  );
  const { median: middle, before, after, renders } = JSON.parse(stdout.trim().split('\n').at(-1));
  return [
    [
      'pdf: 5-line tax invoice rendered in-process, median',
      `${middle.toFixed(1)} ms`,
      'react-pdf alone: no HTTP, no database (target: < 50 ms)',
    ],
    [
      `pdf: heap before / after ${renders} renders`,
      `${before.toFixed(1)} / ${after.toFixed(1)} MiB`,
      `after a full GC each time; growth ${(((after - before) * 1024) / renders).toFixed(2)} KiB a PDF (target: none)`,
    ],
  ];
}
