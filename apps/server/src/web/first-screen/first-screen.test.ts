import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWebApp } from '../serve-web-app.ts';

const SHELL = '<!doctype html><div id="root"></div>';
const SCREEN_SHELL = '<!doctype html><style>.x{}</style><div id="root"></div>';

/**
 * The web app's server entry, as the build writes it (apps/web/src/first-screen): here a screen
 * that shows which answers it was given, so the test reads what the server passed along.
 */
const ENTRY = `export async function renderFirstScreen(url, answers, at, phone) {
  const dashboard = answers['/api/dashboard'];
  if (dashboard?.fail) throw new Error('the screen failed');
  const html = '<h1>' + (dashboard?.title ?? 'no figures') + '</h1><p>' + (phone ? 'phone' : 'desktop') + ' ' + url + '</p>';
  const seed = '<script type="application/json" id="first-screen-seed">' + JSON.stringify(Object.keys(answers)) + '</script>';
  return { html, seed };
}`;

/** A built web app with its server entry beside it, as apps/web/scripts/prerender.mjs leaves it. */
function makeBuild(entry = ENTRY): string {
  const root = mkdtempSync(join(tmpdir(), 'kira-first-screen-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'app.html'), SHELL);
  writeFileSync(join(dist, 'prerendered.json'), '{}');
  writeFileSync(join(dist, 'first-screen-dashboard.html'), SCREEN_SHELL);
  writeFileSync(
    join(dist, 'first-screens.json'),
    JSON.stringify({ '/dashboard': 'first-screen-dashboard.html' }),
  );
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'first-screen.js'), entry);
  return root;
}

/** The API the screen reads, answering by the cookie: who=verified, who=unverified, or nobody. */
function fakeApi(app: FastifyInstance, dashboard: object, { subscription = 200 } = {}) {
  app.get('/api/session', async (request, reply) => {
    const who = /who=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
    reply.header('set-cookie', 'session=renewed; Path=/; HttpOnly');
    if (!who) return { me: null };
    return { me: { user: { id: 'u1', emailVerified: who === 'verified' } } };
  });
  app.get('/api/dashboard', async () => dashboard);
  app.get('/api/announcements', async () => ({ items: [] }));
  app.get('/api/subscription', async (_request, reply) =>
    subscription === 200 ? { plan: 'business' } : reply.code(subscription).send({ error: {} }),
  );
}

let app: FastifyInstance | undefined;
let build: string | undefined;

async function serve(
  dashboard: object = { title: 'Figures $& more' },
  options: { subscription?: number; entry?: string } = {},
) {
  build = makeBuild(options.entry);
  app = Fastify();
  fakeApi(app, dashboard, options);
  await serveWebApp(app, join(build, 'dist'));
  return app;
}

afterEach(async () => {
  await app?.close();
  if (build) rmSync(build, { recursive: true, force: true });
  app = undefined;
  build = undefined;
});

const verified = { cookie: 'who=verified' };

describe('a signed-in first screen rendered by the server', () => {
  it('sends the dashboard rendered from the API answers, with its seed, kept private', async () => {
    const web = await serve();
    const res = await web.inject({ method: 'GET', url: '/dashboard?from=mail', headers: verified });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    // The answers' text is written as it is (no `$&` read as a replacement pattern).
    expect(res.body).toBe(
      '<!doctype html><style>.x{}</style><div id="root"><h1>Figures $& more</h1>' +
        '<p>desktop /dashboard?from=mail</p></div><script type="application/json" ' +
        'id="first-screen-seed">["/api/session","/api/announcements","/api/subscription",' +
        '"/api/dashboard"]</script>',
    );
    // What the session's read renewed reaches the browser.
    expect(res.headers['set-cookie']).toContain('session=renewed; Path=/; HttpOnly');
  });

  it('renders for a phone when the browser says it is one, compressed as it accepts', async () => {
    const web = await serve();
    const phone = await web.inject({
      method: 'GET',
      url: '/dashboard/',
      headers: {
        ...verified,
        'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
        'accept-encoding': 'gzip, br',
      },
    });
    expect(phone.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(phone.rawPayload).toString()).toContain('<p>phone /dashboard/</p>');
    const hinted = await web.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...verified, 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' },
    });
    expect(hinted.body).toContain('<p>desktop /dashboard</p>');
    const refused = await web.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...verified, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('leaves out an answer the member may not read: the screen asks for it itself', async () => {
    const web = await serve(undefined, { subscription: 403 });
    const res = await web.inject({ method: 'GET', url: '/dashboard', headers: verified });
    expect(res.body).toContain('["/api/session","/api/announcements","/api/dashboard"]');
  });

  it('sends the shell to the signed out, the unverified, other pages and HEAD', async () => {
    const web = await serve();
    const shells = [
      { url: '/dashboard', headers: {} },
      { url: '/dashboard', headers: { cookie: 'other=1' } },
      { url: '/dashboard', headers: { cookie: 'who=unverified' } },
      { url: '/contactbook', headers: verified },
    ];
    for (const { url, headers } of shells) {
      const res = await web.inject({ method: 'GET', url, headers });
      expect(res.body, `${url} ${headers.cookie}`).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await web.inject({ method: 'HEAD', url: '/dashboard', headers: verified });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('sends the shell, and keeps serving, when the server entry of the build cannot load', async () => {
    const web = await serve(undefined, { entry: "throw new Error('a build half written');" });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await web.inject({ method: 'GET', url: '/dashboard', headers: verified });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('sends the shell when the screen fails to render', async () => {
    const web = await serve({ fail: true });
    const res = await web.inject({ method: 'GET', url: '/dashboard', headers: verified });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
