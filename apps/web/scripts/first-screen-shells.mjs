// Part of the web build (prerender.mjs): for each signed-in screen the server renders whole
// (apps/server/src/web/first-screen), a copy of the shell that links the stylesheets that screen
// shows with, in the order the app would load them (the screens' Mantine styles, the signed-in
// frame, the screen), so that its HTML paints styled. Its code is not announced: the page shows
// without it, and some 60 chunks announced in the HTML took the six connections a browser opens
// to a server over HTTP/1.1 before the stylesheets had arrived (Lighthouse's LCP 2.1-3.5 s with
// them, 1.8-2.0 s without). The app fetches them when it runs. The server fills #root and adds
// the seed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lowerScriptPriority } from './page-html.mjs';

/** Each first screen (as in packages/core/src/first-screen.ts) and its screen's module. */
const screens = {
  '/dashboard': 'src/features/dashboard/routes/dashboard-page.tsx',
};

/** What every signed-in screen loads with it (lazy-screen.tsx, signed-in-parts.ts). */
const frame = ['src/app/screen-styles.ts', 'src/app/layout/signed-in-nav.tsx'];

export function writeFirstScreenShells(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const shell = readFileSync(join(dist, 'app.html'), 'utf8');
  const inShell = new Set(
    Array.from(shell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g), ([, f]) => f),
  );
  const written = {};
  for (const [path, module] of Object.entries(screens)) {
    const links = stylesheetsOf([...frame, module], manifest)
      .filter((f) => !inShell.has(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
    const file = `first-screen${path.replaceAll('/', '-')}.html`;
    const page = shell.replace('</head>', () => `${links.join('\n')}\n</head>`);
    writeFileSync(join(dist, file), lowerScriptPriority(page));
    written[path] = file;
  }
  writeFileSync(join(dist, 'first-screens.json'), `${JSON.stringify(written, null, 2)}\n`);
}

/** The stylesheets of the modules and of everything they import, each once, dependencies first. */
function stylesheetsOf(modules, manifest) {
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    // A module of styles alone (screen-styles.ts) is a stylesheet itself.
    const own = chunk.file.endsWith('.css') ? [chunk.file] : (chunk.css ?? []);
    css.push(...own.filter((f) => !css.includes(f)));
  };
  for (const module of modules) visit(module);
  return css;
}
