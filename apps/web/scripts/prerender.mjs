// The second half of `npm run build -w @kira/web`, after `vite build`:
// 1. builds the server-side entries for Node into dist-server/ (kept: the API server renders
//    signed-in first screens with first-screen.js, apps/server/src/web/first-screen);
// 2. renders the prerendered pages (the landing page at / and /home) into copies of
//    dist/index.html, with the stylesheet written in and the scripts fetched at low priority, so
//    they paint before any script or other file arrives; main.tsx hydrates them;
// 3. keeps the unrendered page as dist/app.html, the shell the server sends for every other
//    path (main.tsx renders those from scratch), and, for each signed-in first screen, a copy of
//    it that links the screen's stylesheets (dist/first-screens.json lists them);
// 4. marks the first visit's code for compilation in the background (hintEagerCompilation);
// 5. writes a brotli (.br) and a gzip (.gz) copy of each text file, which the server sends to
//    browsers that accept them (nothing is compressed per request);
// 6. writes dist/prerendered.json (path -> file) for the server, last.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { writeFirstScreenShells } from './first-screen-shells.mjs';
import { inlineStylesheets, lowerScriptPriority } from './page-html.mjs';

const webRoot = new URL('..', import.meta.url).pathname;
const dist = join(webRoot, 'dist');
// Beside node_modules, so the bundle's imports (react, @mantine/core...) resolve from there.
const serverDist = join(webRoot, 'dist-server');

/** The pages sent ready-made, each with the file it is written to. */
const pages = [
  { path: '/', file: 'index.html' },
  { path: '/home', file: 'home.html' },
];

const ROOT_ELEMENT = '<div id="root"></div>';

async function buildServerEntries() {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: serverDist,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        input: {
          prerender: 'src/prerender.tsx',
          'first-screen': 'src/first-screen/render-first-screen.tsx',
        },
      },
    },
  });
  return (name) => {
    const entry = readdirSync(serverDist).find(
      (file) => file === `${name}.js` || file === `${name}.mjs`,
    );
    if (!entry) throw new Error(`the server build wrote no ${name}.js into ${serverDist}`);
    return import(pathToFileURL(join(serverDist, entry)).href);
  };
}

async function renderPages(serverEntry) {
  const { renderPage } = await serverEntry('prerender');
  const rendered = [];
  for (const page of pages) {
    const html = await renderPage(page.path);
    // The content security policy (apps/server/src/app.ts) allows no inline script.
    if (html.includes('<script')) throw new Error(`the page ${page.path} has an inline script`);
    rendered.push({ ...page, html });
  }
  return rendered;
}

function writePages(rendered) {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  writeFileSync(join(dist, 'app.html'), shell);
  const page = lowerScriptPriority(inlineStylesheets(shell, dist));
  for (const { file, html } of rendered) {
    writeFileSync(join(dist, file), page.replace(ROOT_ELEMENT, `<div id="root">${html}</div>`));
  }
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** What a first visit downloads before the page works: the pages and the files they link. */
function firstVisitFiles(rendered) {
  const files = new Set(rendered.map(({ file }) => join(dist, file)));
  const html = readFileSync(join(dist, 'app.html'), 'utf8');
  for (const [, href] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
    files.add(join(dist, href));
  return files;
}

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment elsewhere): the functions of
 * a file that opens with it are compiled while it downloads, on a background thread, instead of
 * on the main thread when first called. Nearly all of the first visit's code runs at once to
 * hydrate the page, and compiling it lazily was the largest part of the time a phone spent
 * unresponsive. Lazily loaded screens keep the usual lazy compilation.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

function hintEagerCompilation(files) {
  for (const path of files) {
    if (!path.endsWith('.js')) continue;
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(COMPILE_ALL_ON_LOAD)) writeFileSync(path, COMPILE_ALL_ON_LOAD + code);
  }
}

/**
 * Brotli at its best quality for the first visit's files (the entry chunk: 112 KiB instead of
 * 123 KiB at quality 5), quality 5 for the rest: quality 11 everywhere took 10 s of the build
 * on this machine, quality 5 everywhere 0.3 s. gzip for browsers without brotli.
 */
function precompress(firstVisit) {
  let files = 0;
  for (const path of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    // Below about a kilobyte, compression saves less than a network packet.
    if (content.length < 1024) continue;
    const quality = firstVisit.has(path) ? constants.BROTLI_MAX_QUALITY : 5;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return files;
}

const startedAt = performance.now();
const rendered = await renderPages(await buildServerEntries());
writePages(rendered);
writeFirstScreenShells(dist);
const firstVisit = firstVisitFiles(rendered);
hintEagerCompilation(firstVisit);
const compressed = precompress(firstVisit);
// Last, as the sign of a complete build (scripts/build-is-current.mjs looks at it).
const manifest = Object.fromEntries(rendered.map(({ path, file }) => [path, file]));
writeFileSync(join(dist, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  `prerendered ${rendered.map((page) => page.path).join(', ')}; compressed ${compressed} files (${seconds} s)`,
);
