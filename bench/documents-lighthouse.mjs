// Lighthouse's mobile profile on the invoices list (`/documents?kind=invoice`), or on the
// dashboard (`/dashboard`, bench `dashboard-lighthouse`), as its owner
// meets it: the built server on a fresh data directory, a GST-registered company with 60
// invoices (drafts, issued, part-paid and paid), the session's cookie sent with every request,
// Debian's Chromium driven by chrome-launcher. Prints the scores and key metrics; asserts nothing.
// Alone: `node bench/documents-lighthouse.mjs` (after `npm run build`); BENCH_LIGHTHOUSE_RUNS=n
// repeats it and prints every run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { auditWithRetry, lighthouseRow } from './landing-lighthouse.mjs';
import { chromiumFlags, chromiumPath, demoSeeded, startKira } from './lib.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const INVOICES = 60;

export function benchDocumentsLighthouse() {
  return lighthouseWithInvoices('/documents?kind=invoice', 'invoices list');
}

/** The same company's dashboard (`/dashboard`): its figures, chart and latest documents. */
export function benchDashboardLighthouse() {
  return lighthouseWithInvoices('/dashboard', 'dashboard');
}

async function lighthouseWithInvoices(path, label) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-list-lighthouse-'));
  try {
    const cookie = await prepareInvoices({ DATA_DIR: dataDir });
    const kira = await startKira({ DATA_DIR: dataDir });
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
    });
    try {
      const url = `http://localhost:${kira.port}${path}`;
      const rows = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await auditWithRetry(url, chrome.port, undefined, { Cookie: cookie });
        rows.push(lighthouseRow(label, 'mobile', run, RUNS, result));
      }
      return rows;
    } finally {
      chrome.kill();
      await kira.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The company and its invoices, made through the API; the session's cookie, for the browser. */
async function prepareInvoices(env) {
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  try {
    const session = httpSession(setup.port);
    await signUpWithCompany(setup, session, {
      legalName: 'Bench List Pte. Ltd.',
      uen: '201912345R',
      gstRegistered: true,
      gstNumber: '201912345R',
    });
    const customer = (name) =>
      session.json('POST', '/api/contacts', { role: 'customer', name }, 201);
    const customers = [
      await customer('Tan Hardware Pte. Ltd.'),
      await customer('Lim Bakery'),
      await customer('Siva Traders'),
    ];
    for (let i = 0; i < INVOICES; i++) {
      const body = {
        kind: 'invoice',
        contactId: customers[i % customers.length].id,
        reference: `PO-${1000 + i}`,
        lines: [{ description: `Service ${i + 1}`, quantity: '2', unitPrice: `${40 + i}.50` }],
      };
      const { id } = await session.json('POST', '/api/documents', body, 201);
      if (i % 4 === 0) continue; // a quarter stay drafts
      const invoice = await session.json('POST', `/api/documents/${id}/issue`);
      if (i % 4 === 1) continue; // a quarter issued, unpaid
      const amount = i % 4 === 2 ? '20.00' : invoice.payable;
      await session.json(
        'POST',
        `/api/documents/${id}/payments`,
        { amount, date: invoice.issueDate, paymentMethod: 'bankTransfer' },
        201,
      );
    }
    await demoSeeded(setup);
    return session.cookieHeader();
  } finally {
    await setup.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, figure, note] of await benchDocumentsLighthouse())
    console.log(`${what}  ${figure}  ${note}`);
}
