// The document editor of issue 17, in Chromium (playwright-core driving Debian's Chromium, as
// the browser tests do), for a signed-in owner of a GST-registered company: the gzip JavaScript
// their browser downloads to open `/document/?kind=invoice`; the time from navigating to a
// 50-line draft invoice until its 50th line can be edited; the time from a keystroke in a
// 200-line draft's Quantity until its total shows the new value. Desktop speed, no throttling.
// Alone: `node bench/document-editor.mjs` (after `npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { httpSession, signUpWithCompany } from './http-session.mjs';
import { chromiumFlags, chromiumPath, demoSeeded, median, percentile, startKira } from './lib.mjs';

/** Loads of the 50-line draft measured after the first (the browser's cache then warm). */
const LOADS = Number(process.env.BENCH_EDITOR_LOADS ?? 5);
/** Keystrokes measured in the 200-line draft, after a few that warm it up. */
const KEYSTROKES = Number(process.env.BENCH_EDITOR_KEYSTROKES ?? 20);
const WARM_UP_KEYSTROKES = 3;
/** The line typed into: one in the middle of the 200. */
const TYPED_LINE = 100;

export async function benchDocumentEditor() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kira-bench-editor-'));
  try {
    const { cookie, drafts } = await prepareCompany({ DATA_DIR: dataDir });
    // Measured on a fresh process at the usual log level (the first one logs every request).
    const kira = await startKira({ DATA_DIR: dataDir });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const origin = httpSession(kira.port).origin;
      const newContext = (headers) => signedInContext(browser, origin, cookie, headers);
      const browserName = `Chromium ${browser.version()}`;
      return [
        javaScriptRow(await editorJavaScript(newContext), browserName),
        editableRow(await timesUntilEditable(newContext, drafts.fifty)),
        keystrokeRow(await keystrokeTimes(newContext, drafts.twoHundred)),
      ];
    } finally {
      await browser.close();
      await kira.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A user and their GST-registered company, a customer, and two draft invoices (50 and 200
 * lines), made through the API; the session's cookie, for the browser.
 */
async function prepareCompany(env) {
  const setup = await startKira({ ...env, LOG_LEVEL: 'info' }, { keepStdout: true });
  try {
    const session = httpSession(setup.port);
    await signUpWithCompany(setup, session, {
      legalName: 'Bench Editor Pte. Ltd.',
      uen: '201912345R',
      gstRegistered: true,
      gstNumber: '201912345R',
    });
    const contact = await session.json(
      'POST',
      '/api/contacts',
      { role: 'customer', name: 'Bench Customer Pte. Ltd.' },
      201,
    );
    const draft = async (lines) => {
      const body = { kind: 'invoice', contactId: contact.id, lines: draftLines(lines) };
      return (await session.json('POST', '/api/documents', body, 201)).id;
    };
    const drafts = { fifty: await draft(50), twoHundred: await draft(200) };
    await demoSeeded(setup);
    return { cookie: session.cookieHeader(), drafts };
  } finally {
    await setup.stop();
  }
}

function draftLines(count) {
  return Array.from({ length: count }, (_, i) => ({
    description: `Bench item ${i + 1}`,
    quantity: '1',
    unit: 'pc',
    unitPrice: `${(i % 97) + 1}.50`,
    taxCode: 'SR',
  }));
}

/**
 * A browser context with an empty cache, signed in with the API session's cookies. Chromium
 * asks for brotli even over plain HTTP; `headers` can ask for gzip alone.
 */
async function signedInContext(browser, origin, cookieHeader, headers = {}) {
  const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: headers });
  const cookies = cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
  await context.addCookies(cookies);
  return context;
}

/**
 * Every JavaScript response of opening a new invoice's editor, from an empty cache, until the
 * network is quiet: bytes as transferred, gzip asked for (the server sends its precompressed
 * `.gz` files; those under 1 KiB go as they are), and decoded.
 */
async function editorJavaScript(newContext) {
  const context = await newContext({ 'accept-encoding': 'gzip' });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response);
    });
    await page.goto('/document/?kind=invoice');
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    await page.waitForLoadState('networkidle');
    let uncompressed = 0;
    const encodings = new Set();
    let transferred = 0;
    let decoded = 0;
    for (const response of scripts) {
      transferred += (await response.request().sizes()).responseBodySize;
      decoded += (await response.body()).length;
      const encoding = response.headers()['content-encoding'];
      if (encoding) encodings.add(encoding);
      else uncompressed++;
    }
    return { files: scripts.length, uncompressed, transferred, decoded, encodings: [...encodings] };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: notes, as `window.kiraEditableAt`, the time since
 * navigation at which `line`'s Description, Quantity and Unit price inputs are all present
 * and enabled.
 */
function watchLineEditable(line) {
  const number = line.replace('Line ', '');
  const editable = () => {
    const group = document.querySelector(`[role="group"][aria-label="${line}"]`);
    if (!group) return false;
    // Each field is named with its column and line ("Quantity, line 50"), in the grid and cards.
    return ['Description', 'Quantity', 'Unit price'].every((name) => {
      const input = group.querySelector(`[aria-label="${name}, line ${number}"]`);
      return input && !input.disabled;
    });
  };
  new MutationObserver((_, observer) => {
    if (!editable()) return;
    window.kiraEditableAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Runs in the page: when line 50 became editable and when the last of the two answers the
 * editor waits for (the draft, the company's defaults) arrived, in ms since navigation.
 */
function editableAndAnswered(draftId) {
  const answers = performance
    .getEntriesByType('resource')
    .filter(
      (r) =>
        r.name.endsWith(`/api/documents/${draftId}`) || r.name.includes('/api/documents/defaults?'),
    );
  return {
    editable: window.kiraEditableAt,
    answered: Math.max(...answers.map((r) => r.responseEnd)),
  };
}

/** Navigation to the 50-line draft until line 50 is editable: the first load, then `LOADS`. */
async function timesUntilEditable(newContext, draftId) {
  const context = await newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLineEditable, 'Line 50');
    const loads = [];
    for (let load = 0; load <= LOADS; load++) {
      await page.goto(`/document/${draftId}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.kiraEditableAt !== undefined);
      loads.push(await page.evaluate(editableAndAnswered, draftId));
    }
    // What the page saw, checked once the way a person (and the browser tests) would find it.
    const line = page.getByRole('group', { name: 'Line 50' });
    for (const label of ['Description', 'Quantity', 'Unit price'])
      if (!(await line.getByLabel(`${label}, line 50`, { exact: true }).isEnabled()))
        throw new Error(`Line 50: ${label}?`);
    return { first: loads[0], warm: loads.slice(1) };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: for each digit typed, the time from its keydown to the moment the total
 * (`total-Total`) holds another text, in `window.kiraKeystrokes`.
 */
function watchTotalAfterDigits() {
  const total = document.querySelector('[data-testid="total-Total"]');
  const samples = [];
  let pressed = null;
  window.kiraKeystrokes = samples;
  window.addEventListener(
    'keydown',
    (event) => {
      if (/^\d$/.test(event.key)) pressed = { at: performance.now(), text: total.textContent };
    },
    true,
  );
  new MutationObserver(() => {
    if (!pressed || total.textContent === pressed.text) return;
    samples.push(performance.now() - pressed.at);
    pressed = null;
  }).observe(total, { childList: true, characterData: true, subtree: true });
}

/**
 * In the 200-line draft, replaces line `TYPED_LINE`'s quantity with one digit, 2 and 3 in
 * turn (so the total always changes); the times of the measured keystrokes, in ms.
 */
async function keystrokeTimes(newContext, draftId) {
  const context = await newContext();
  try {
    const page = await context.newPage();
    await page.goto(`/document/${draftId}`);
    await page
      .getByRole('group', { name: 'Line 200' })
      .getByLabel('Quantity, line 200', { exact: true })
      .waitFor();
    await page.getByTestId('total-Total').waitFor();
    await page.evaluate(watchTotalAfterDigits);
    // Found once: looking it up among 200 lines before each keystroke is the most work the
    // page does between them.
    const quantity = await page
      .getByRole('group', { name: `Line ${TYPED_LINE}` })
      .getByLabel(`Quantity, line ${TYPED_LINE}`, { exact: true })
      .elementHandle();
    const strokes = WARM_UP_KEYSTROKES + KEYSTROKES;
    for (let stroke = 1; stroke <= strokes; stroke++) {
      await quantity.evaluate((input) => input.select());
      await page.keyboard.press(String(2 + (stroke % 2)));
      await page.waitForFunction((n) => window.kiraKeystrokes.length === n, stroke);
    }
    const samples = await page.evaluate(() => window.kiraKeystrokes);
    return samples.slice(WARM_UP_KEYSTROKES);
  } finally {
    await context.close();
  }
}

function javaScriptRow({ files, uncompressed, transferred, decoded, encodings }, browserName) {
  return [
    `document editor JavaScript (/document/?kind=invoice, ${files} files)`,
    `${(transferred / 1024).toFixed(1)} KiB ${encodings.sort().join('+')}`,
    `${(decoded / 1024).toFixed(0)} KiB decoded; as transferred (${uncompressed} files under ` +
      `1 KiB uncompressed), signed in, empty cache, ` +
      `${browserName}; target < 250 KB gzip`,
  ];
}

function editableRow({ first, warm }) {
  const editable = warm.map((load) => load.editable);
  return [
    '50-line draft invoice editable (/document/{id})',
    `${median(editable).toFixed(0)} ms`,
    `median of ${warm.length} loads, cache warm (${editable.map((t) => t.toFixed(0)).join(', ')}; ` +
      `the draft and defaults answered by ${median(warm.map((l) => l.answered)).toFixed(0)} ms); ` +
      `first load, empty cache, ${first.editable.toFixed(0)} ms; navigation to line 50's ` +
      'inputs present and enabled; target < 1 s',
  ];
}

function keystrokeRow(times) {
  return [
    'totals of a 200-line document after a keystroke',
    `${median(times).toFixed(1)} ms`,
    `median of ${times.length}, p90 ${percentile(times, 0.9).toFixed(1)} ms, max ` +
      `${Math.max(...times).toFixed(1)} ms; a digit in line ${TYPED_LINE}'s Quantity, from ` +
      'keydown to the new total in the page; target < 16 ms',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [what, figure, note] of await benchDocumentEditor())
    console.log(`${what}  ${figure}  ${note}`);
}
