import { createHash } from 'node:crypto';
import { seededRandom } from '@kira/core/seeded-random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './helpers/factories.ts';
import {
  fillPath,
  isIdParam,
  type Operation,
  type Param,
  readOperations,
} from './helpers/fuzz/operations.ts';
import { pathValue, type ValueContext, validBody } from './helpers/fuzz/valid-request.ts';
import { buildWorld, type World } from './helpers/fuzz/world.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/**
 * Company A's owner names company B's records in every id slot of every route: each call must
 * answer 404 and leave B's data as it was. The routes come from the OpenAPI document, so a new
 * route is covered the day it is added.
 */

let t: TestApp;
let operations: Operation[];
let alpha: World;
let bravo: World;
beforeAll(async () => {
  // No read cache: a write into B by mistake must show in B's next read.
  t = await buildTestApp({ ...RAISED_LIMITS, readCacheMs: 0 });
  operations = await readOperations(t.app);
  const kinds = documentKinds(operations);
  alpha = await buildWorld(t, { name: 'Alpha', draftKinds: kinds });
  bravo = await buildWorld(t, { name: 'Bravo', draftKinds: kinds });
});
afterAll(async () => {
  await t?.close();
});

/** Every document kind the API creates, read from the schema of POST /api/documents. */
function documentKinds(all: Operation[]): string[] {
  const create = all.find((op) => op.method === 'POST' && op.route === '/api/documents');
  if (create?.body.kind !== 'json') throw new Error('POST /api/documents takes no JSON body');
  return (create.body.schema.properties?.kind?.enum ?? []) as string[];
}

/** B's ids, each named by its kind (`contact`, `draft quotation`...). */
function idsOf(world: World): [string, string][] {
  const { drafts, ...single } = world.ids;
  return [
    ...Object.entries(single),
    ...Object.entries(drafts).map(([kind, id]): [string, string] => [`draft ${kind}`, id]),
  ];
}

interface Call {
  operation: Operation;
  url: string;
  /** Which of B's ids went where, for the report. */
  naming: string;
}

/** Routes for developers only, which are no company's data. */
const DEVELOPERS_ONLY = ['/api/developer/', '/api/projects', '/api/tasks/'];
const forDevelopersOnly = ({ method, route }: Operation) =>
  DEVELOPERS_ONLY.some((prefix) => route.startsWith(prefix)) ||
  (method === 'DELETE' && route === '/api/announcements/{id}');

/** For each route and each of its id slots, one call per id of B; A's ids fill the others. */
function crossCalls(): Call[] {
  const random = seededRandom(1);
  const ctx: ValueContext = { random, ids: alpha.ids, route: '', ownerEmail: alpha.owner.email };
  const calls: Call[] = [];
  for (const operation of operations) {
    // A developer sees every company: developer.test.ts, plans.test.ts and progress.test.ts walk those routes
    // (403 to A's owner, who is no developer).
    if (forDevelopersOnly(operation)) continue;
    const slots = operation.pathParams.filter(isIdParam);
    for (const slot of slots) {
      for (const [kind, id] of idsOf(bravo)) {
        // An invitation's token is the invitation itself: whoever holds it may read it.
        if (slot.name === 'token' && kind === 'inviteToken') continue;
        for (const values of fillings(operation, slot, id, { ...ctx, route: operation.route })) {
          calls.push({
            operation,
            url: fillPath(operation.route, values),
            naming: `B's ${kind} in {${slot.name}}`,
          });
        }
      }
    }
  }
  return calls;
}

/** Path values with B's id in `slot`: A's records elsewhere, every value of an enum slot. */
function fillings(op: Operation, slot: Param, id: string, ctx: ValueContext) {
  let fills: Record<string, string>[] = [{ [slot.name]: encodeURIComponent(id) }];
  for (const param of op.pathParams) {
    if (param === slot) continue;
    const choices = param.schema.enum
      ? param.schema.enum.map(String)
      : [pathValue(op.route, param, ctx)];
    fills = fills.flatMap((fill) =>
      choices.map((choice) => ({ ...fill, [param.name]: encodeURIComponent(choice) })),
    );
  }
  return fills;
}

async function send(user: TestUser, operation: Operation, url: string) {
  const { c } = user;
  const ctx: ValueContext = {
    random: seededRandom(2),
    ids: alpha.ids,
    route: operation.route,
    ownerEmail: alpha.owner.email,
  };
  const { body } = operation;
  const [payload, headers] =
    body.kind === 'binary'
      ? [body.bytes, { 'content-type': body.contentType }]
      : [validBody(operation, ctx), undefined];
  switch (operation.method) {
    case 'GET':
      return c.get(url);
    case 'DELETE':
      return c.delete(url);
    case 'POST':
      return c.post(url, payload ?? {}, headers);
    case 'PATCH':
      return c.patch(url, payload, headers);
    case 'PUT':
      return c.put(url, payload, headers);
  }
}

/** What B's owner (and member) can read of B: lists, every record, files, the audit log. */
async function snapshotOf(world: World) {
  const read = async (user: TestUser, url: string) => {
    const res = await user.c.get(url);
    const type = String(res.headers['content-type'] ?? '');
    const body = type.startsWith('application/json')
      ? res.json()
      : createHash('sha256').update(res.rawPayload).digest('hex');
    return { status: res.statusCode, body };
  };
  const { ids, owner, member } = world;
  const kinds = Object.keys(ids.drafts);
  const urls = [
    '/api/companies',
    '/api/me',
    '/api/members',
    '/api/invites',
    '/api/settings/company',
    '/api/settings/company/logo',
    '/api/settings/numbering',
    '/api/audit?limit=200',
    '/api/contacts?archived=all&pageSize=200',
    '/api/contacts/tags',
    '/api/products?active=all&pageSize=200',
    ...kinds.map((kind) => `/api/documents?kind=${kind}&pageSize=200`),
    `/api/contacts/${ids.contact}`,
    `/api/products/${ids.product}`,
    ...[ids.draft, ids.invoice, ids.receipt, ...Object.values(ids.drafts)].map(
      (id) => `/api/documents/${id}`,
    ),
    `/api/documents/${ids.invoice}/attachments/${ids.attachment}`,
    `/api/imports/${ids.importJob}`,
    `/api/company/import/${ids.companyImportJob}`,
    `/api/invitations/${ids.inviteToken}`,
  ];
  const snapshot: Record<string, unknown> = {};
  for (const url of urls) snapshot[url] = await read(owner, url);
  snapshot['member: /api/me'] = await read(member, '/api/me');
  snapshot['member: /api/companies'] = await read(member, '/api/companies');
  return snapshot;
}

describe("one company's ids in another company's requests", () => {
  it("reaches B's records for B's owner through every GET route that takes an id", async () => {
    // The control: the same routes answer B's owner, so A's 404s come from the company check.
    const ctx: ValueContext = {
      random: seededRandom(3),
      ids: bravo.ids,
      route: '',
      ownerEmail: bravo.owner.email,
    };
    const reads = operations.filter((op) => op.method === 'GET' && op.pathParams.some(isIdParam));
    const answers = [];
    for (const op of reads) {
      const values = Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          encodeURIComponent(pathValue(op.route, p, { ...ctx, route: op.route })),
        ]),
      );
      const res = await bravo.owner.c.get(fillPath(op.route, values));
      answers.push({ route: op.route, status: res.statusCode });
    }
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const unreadable = Object.entries(await snapshotOf(bravo)).filter(
      ([url, read]) => (read as { status: number }).status !== 200 && !url.endsWith('/logo'),
    );
    expect(unreadable).toEqual([]);
  });

  it("answers 404 to A's owner for every id of B in every slot, and changes nothing of B", async () => {
    const before = await snapshotOf(bravo);
    const wrong: string[] = [];
    const calls = crossCalls();
    for (const { operation, url, naming } of calls) {
      const res = await send(alpha.owner, operation, url);
      if (res.statusCode !== 404) {
        wrong.push(
          `${operation.method} ${url} (${naming}): ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    }
    console.log(`cross-company: ${calls.length} calls, ${wrong.length} not answered 404`);
    expect(wrong).toEqual([]);
    expect(await snapshotOf(bravo)).toEqual(before);
  });
});
