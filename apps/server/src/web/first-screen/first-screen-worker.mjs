// A first-screen render thread (first-screen-pool.ts): renders a signed-in screen with the web
// app's server entry (apps/web/dist-server/first-screen.js, given by the pool), writes it and its
// seed into the screen's shell, and compresses the page, all off the server's event loop.
// Plain JavaScript: it runs as it is from source and beside the bundle (scripts/build-server.mjs).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { renderFirstScreen } = await import(pathToFileURL(workerData.entry).href);
const shells = new Map();

const ROOT_ELEMENT = '<div id="root"></div>';

/** @param {import('./first-screen-pool.ts').FirstScreenTask | { warm: true }} task */
export default async function renderPage(task) {
  if ('warm' in task) return null; // the code is loaded: the thread is ready
  const { url, answers, at, phone, shell, encoding } = task;
  const { html, seed } = await renderFirstScreen(url, answers, at, phone);
  // The content security policy allows no inline script: React must not have written one.
  const path = url.split('?')[0]; // the query may carry a person's data: not in an error
  if (html.includes('<script')) throw new Error(`the first screen of ${path} has an inline script`);
  // A function, so that a `$&` in someone's data is not read as a replacement pattern.
  const page = shellOf(shell).replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${seed}`);
  const body = Buffer.from(page);
  if (encoding === 'br')
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

function shellOf(path) {
  let shell = shells.get(path);
  if (shell === undefined) {
    shell = readFileSync(path, 'utf8');
    if (!shell.includes(ROOT_ELEMENT)) throw new Error(`${path} has no ${ROOT_ELEMENT}`);
    shells.set(path, shell);
  }
  return shell;
}
