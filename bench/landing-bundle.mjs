// The size of the landing page as built: its prerendered HTML (as sent, brotli), and the gzip
// size of the JavaScript it loads: index.html's entry module and the modules it preloads (its
// static imports). Lazily loaded screens are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

export function benchLandingBundle() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const files = [...new Set([...scripts, ...preloads])];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  // The prerendered page itself, its stylesheet written in, as the server sends it (brotli).
  const page = readFileSync(join(dist, 'index.html'));
  const pageBrotli = readFileSync(join(dist, 'index.html.br'));
  return [
    [
      'landing page HTML, prerendered with its styles',
      `${(pageBrotli.length / 1024).toFixed(1)} KiB brotli`,
      `${(page.length / 1024).toFixed(0)} KiB raw`,
    ],
    [
      `landing page JavaScript (${files.length} files)`,
      `${(gzip / 1024).toFixed(1)} KiB gzip`,
      `${(raw / 1024).toFixed(0)} KiB raw; target < 150 KB gzip`,
    ],
  ];
}
