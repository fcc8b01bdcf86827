import { seededRandom } from '@kira/core/seeded-random';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRequest, type FuzzRequest } from './helpers/fuzz/build-request.ts';
import { type Operation, PNG, readOperations } from './helpers/fuzz/operations.ts';
import { buildWorld, type World } from './helpers/fuzz/world.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/**
 * Every /api answer says `Cache-Control: private, no-store` (docs/foundation.md): no shared
 * cache and no browser disk keeps a company's records, exports, files or logo. Driven by the
 * OpenAPI document, so a new route is covered the day it is added.
 */
const PRIVATE = 'private, no-store';
const ORDER = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

let t: TestApp;
let operations: Operation[];
let world: World;
beforeAll(async () => {
  t = await buildTestApp({ ...RAISED_LIMITS, readCacheMs: 0 });
  operations = await readOperations(t.app);
  world = await buildWorld(t, { name: 'Cache' });
  const logo = await world.owner.c.put('/api/settings/company/logo', PNG, {
    'content-type': 'image/png',
  });
  expect(logo.statusCode, logo.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** A valid request to the operation, sent by the company's owner (reads first, deletes last). */
function signedInRequest(operation: Operation): FuzzRequest {
  const request = buildRequest(operation, { where: 'none' }, world, seededRandom(7));
  const cookie = [...world.owner.c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { ...request, headers: { ...request.headers, cookie } };
}

it('answers every operation of the OpenAPI document, signed in, with private, no-store', async () => {
  const sorted = [...operations].sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
  const missing: string[] = [];
  const statuses = new Map<string, number>();
  for (const operation of sorted) {
    const request = signedInRequest(operation);
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const name = `${operation.method} ${operation.route}`;
    statuses.set(name, res.statusCode);
    if (res.headers['cache-control'] !== PRIVATE) {
      missing.push(`${name} ${res.statusCode}: ${res.headers['cache-control'] ?? '(none)'}`);
    }
  }
  expect(missing).toEqual([]);
  // What the issue named, answered for real (not only refused): CSV exports, the file, logos.
  for (const name of [
    'GET /api/contacts/export.csv',
    'GET /api/products/export.csv',
    'GET /api/documents/{id}/attachments/{attachmentId}',
    'GET /api/settings/company/logo',
    'GET /api/me',
  ]) {
    expect(statuses.get(name), name).toBe(200);
  }
});

it("says the same on better-auth's answers, refusals and unknown /api paths", async () => {
  const session = await world.owner.c.get('/api/auth/get-session');
  expect(session.statusCode).toBe(200);
  expect(session.headers['cache-control']).toBe(PRIVATE);
  const signedOut = await t.app.inject({ method: 'GET', url: '/api/me' });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.headers['cache-control']).toBe(PRIVATE);
  const unknown = await world.owner.c.get('/api/no-such-thing');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.headers['cache-control']).toBe(PRIVATE);
});
