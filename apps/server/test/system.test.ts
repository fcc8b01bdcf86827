import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeWebDist, type TestApp } from './helpers/test-app.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDist: makeWebDist() });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the version and the database mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: 'test',
      database: { mode: testDatabaseMode(), reachable: true },
      disk: { freeBytes: expect.any(Number), minimumFreeBytes: 200 * 1024 * 1024, full: false },
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them on refusals, unknown paths, the web app and its files too', async () => {
    const answers = await Promise.all(
      ['/api/documents?kind=invoice', '/api/no-such-route', '/', '/documents'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([401, 404, 200, 200]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const health = doc.paths['/api/health'].get;
    expect(health.tags).toEqual(['system']);
    const schema = health.responses['200'].content['application/json'].schema;
    const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    expect(resolved.required).toEqual(expect.arrayContaining(['status', 'version', 'database']));
    expect(resolved.properties.status.enum).toEqual(['ok', 'degraded']);
  });

  it('serves a readable API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

describe('routing', () => {
  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No API endpoint ${method} /api/no-such-thing` },
      });
    }
  });

  it('serves the web app for any other path, so the app routes on the client', async () => {
    for (const url of ['/', '/home', '/dashboard', '/contactpage/K26KM6Hp-1233', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with long caching and 404s a missing one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('legal PDFs', () => {
  it.each(['terms-and-conditions', 'privacy-statement'])(
    'serves %s as a real PDF',
    async (slug) => {
      const res = await t.app.inject({ method: 'GET', url: `/legal/${slug}.pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(2000);
    },
  );
});
