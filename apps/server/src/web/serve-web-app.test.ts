import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWebApp } from './serve-web-app.ts';

const LANDING = '<!doctype html><div id="root"><h1>Invoices out</h1></div>';
const SHELL = '<!doctype html><div id="root"></div>';

/** A built web app as apps/web/scripts/prerender.mjs leaves it, or an older one without it. */
function makeDist({ prerendered }: { prerendered: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'kira-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-1234.js'), 'console.log("kira");');
  if (!prerendered) {
    writeFileSync(join(dir, 'index.html'), SHELL);
    return dir;
  }
  writeFileSync(join(dir, 'index.html'), LANDING);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(LANDING));
  writeFileSync(join(dir, 'home.html'), LANDING);
  writeFileSync(join(dir, 'app.html'), SHELL);
  const manifest = { '/': 'index.html', '/home': 'home.html', '/evil': '../secret.html' };
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest));
  return dir;
}

let app: FastifyInstance | undefined;
let dist: string | undefined;

async function serve(options: { prerendered: boolean }) {
  dist = makeDist(options);
  app = Fastify();
  await serveWebApp(app, dist);
  return app;
}

afterEach(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
  app = undefined;
  dist = undefined;
});

describe('serveWebApp', () => {
  it('sends the prerendered landing page at / and /home, the shell everywhere else', async () => {
    const web = await serve({ prerendered: true });
    for (const url of ['/', '/home', '/home/', '/?ref=mail']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(LANDING);
    }
    for (const url of ['/contactbook/', '/contactpage/K26KM6Hp-1233', '/evil', '/no/such/page']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('sends the brotli copy to a browser that accepts it, and says the answer varies', async () => {
    const web = await serve({ prerendered: true });
    const res = await web.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING);
    // No compressed copy of the shell: sent as it is.
    const shell = await web.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body).toBe(SHELL);
  });

  it('serves a build from before prerendering: index.html for every page', async () => {
    const web = await serve({ prerendered: false });
    for (const url of ['/', '/home', '/dashboard']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('keeps assets cached for a year and unknown API paths as JSON 404s', async () => {
    const web = await serve({ prerendered: true });
    const asset = await web.inject({ method: 'GET', url: '/assets/index-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
