import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { type Case, matrixCases } from './helpers/matrix-cases.ts';
import {
  allows,
  describeLevels,
  PRODUCT_GRANTS,
  PROFILES,
  SERVER_GRANTS_BEYOND_PRODUCT,
  type Subject,
  unexposedCells,
} from './helpers/product-grants.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

/**
 * The operations under /api that are not a company's data, so no department level governs
 * them; every other operation in the OpenAPI document must have a case (helpers/matrix-cases.ts).
 */
const NOT_COMPANY_DATA: Record<string, string> = {
  'GET /api/health': 'whether the server and its database answer; no session needed',
  'GET /api/me': "the signed-in user's own profile and claims",
  'GET /api/session':
    "who is signed in, or { me: null } for a signed-out visitor: the caller's own",
  'PATCH /api/me': "the signed-in user's own name and title",
  'GET /api/companies': 'the companies the user belongs to, whatever their levels in each',
  'POST /api/companies': 'any verified user may start a company (PRODUCT.md section 1)',
  'POST /api/companies/{tenantId}/switch': "the user's own active company; membership decides",
  'GET /api/invitations/{token}': 'reached through the invitation link: the token decides',
  'POST /api/invitations/{token}/accept': 'the invited address accepts through its link',
  'GET /api/imports/{id}':
    'a job answers only to whoever started it, whatever their levels (404 to anyone else: imports.test.ts)',
  'GET /api/search':
    'every member may search; what their levels cannot list is left out, not refused (search.test.ts)',
  'POST /api/company/import':
    'any verified user may make a company of an archive, as they may start one (company-archive-refusals.test.ts)',
  'GET /api/company/import/{id}':
    'a job answers only to whoever started it, whatever their levels (404 to anyone else: company-archive-refusals.test.ts)',
  'GET /api/plans': 'the plans and their prices: public, like the plans screen',
  'GET /api/subscription':
    "every member may read the company's plan and its use (plans.test.ts), whatever their levels",
  'PUT /api/developer/companies/{tenantId}/limits':
    'developers only, whatever their levels in any company (plans.test.ts)',
  'GET /api/dashboard':
    'answers every member, each widget only on its own department (per level: dashboard.test.ts)',
  ...Object.fromEntries(
    [
      'GET /api/developer/companies',
      'GET /api/developer/users',
      'GET /api/developer/outbox',
      'POST /api/developer/outbox/{id}/retry',
      'GET /api/developer/status',
      'GET /api/projects',
      'POST /api/projects',
      'POST /api/projects/{id}/tasks',
      'PATCH /api/tasks/{id}',
      'DELETE /api/tasks/{id}',
      'POST /api/announcements',
      'DELETE /api/announcements/{id}',
    ].map((operation) => [
      operation,
      'the whole server, developers only whatever their levels (403 to anyone else: developer.test.ts, progress.test.ts)',
    ]),
  ),
  'GET /api/announcements':
    'every signed-in user reads the announcements they have not dismissed (progress.test.ts)',
  'POST /api/announcements/{id}/dismiss': "the signed-in user's own dismissal (progress.test.ts)",
};
/** Sign-in, the API description and the legal pages (outside the OpenAPI document today). */
const OUTSIDE_COMPANIES = ['/api/auth/', '/api/openapi', '/api/legal/'];
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const name = (c: Case) => `${c.operation}${c.on ? ` (${c.on})` : ''}`;

let t: TestApp;
let founder: TestUser;
let cases: Case[];
const members: TestUser[] = [];
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'Founder' });
  const tenantId = await createCompany(founder);
  members.push(
    ...(await Promise.all(
      PROFILES.map((levels, i) => addMember(t, founder, levels, `Member ${i + 1}`)),
    )),
  );
  // Setting its levels to none changes nothing for the member that has none.
  const noLevels = PROFILES.findIndex((levels) => Object.values(levels).every((l) => l === 'none'));
  cases = matrixCases({
    t,
    founder,
    tenantId,
    bystanderId: (members[noLevels] as TestUser).userId,
  });
});
afterAll(async () => {
  await t.close();
});

describe('the permission matrix', () => {
  it('has a case for every operation of company data in the OpenAPI document', async () => {
    const doc = await founder.c.get('/api/openapi.json');
    expect(doc.statusCode, doc.body).toBe(200);
    const documented = Object.entries(doc.json().paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => METHODS.has(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    const covered = new Set(cases.map((c) => c.operation));
    const outside = (operation: string) =>
      operation in NOT_COMPANY_DATA ||
      OUTSIDE_COMPANIES.some((prefix) => operation.split(' ')[1]?.startsWith(prefix));
    expect(
      documented.filter((operation) => !covered.has(operation) && !outside(operation)),
      "Operations without a case: add one to test/helpers/matrix-cases.ts (documents: matrix-document-cases.ts) with what PRODUCT.md section 2 asks of the caller (or, for what is not a company's data, a reason in NOT_COMPANY_DATA)",
    ).toEqual([]);
    expect(
      [...covered, ...Object.keys(NOT_COMPANY_DATA)].filter((op) => !documented.includes(op)),
      'Cases or exclusions naming operations the OpenAPI document no longer has',
    ).toEqual([]);
  });

  it('tries every cell of the department table, with members that can expose any wrong one', () => {
    const tried = (level: 'read' | 'write', subject: Subject) =>
      cases.some((c) => c.needs.some((n) => n.level === level && n.anyOf.includes(subject)));
    const subjects = [...new Set(Object.values(PRODUCT_GRANTS).flat())];
    const untried = subjects.flatMap((subject) =>
      (['read', 'write'] as const)
        .filter((level) => !tried(level, subject))
        .map((level) => `${level} ${subject}`),
    );
    // The audit log and the reports are only ever read; the subscription is read by every
    // member (docs/plans.md).
    expect(untried).toEqual(['write report', 'write audit log', 'read subscription']);
    expect(unexposedCells(PROFILES)).toEqual([]);
  });

  for (const [i, levels] of PROFILES.entries()) {
    it(`${describeLevels(levels)}: every case answers as PRODUCT.md says`, async () => {
      const member = members[i] as TestUser;
      const problems: string[] = [];
      for (const c of cases) {
        const allowed = allows(levels, c.needs, SERVER_GRANTS_BEYOND_PRODUCT);
        const res = await c.call(member.c, await targetOf(c, allowed));
        if (res.statusCode === (allowed ? c.done : 403)) continue;
        const known = allowed !== allows(levels, c.needs);
        problems.push(
          `${name(c)}: expected ${allowed ? c.done : 403}, got ${res.statusCode} ${res.body.slice(0, 160)}` +
            (known
              ? ' (PRODUCT.md refuses this but SERVER_GRANTS_BEYOND_PRODUCT says the server allows it: if the server now follows the product, delete that entry)'
              : ''),
        );
      }
      expect(problems).toEqual([]);
    });
  }
});

const shared = new Map<Case, Promise<string>>();
/** The record a call acts on: made once for all the case's calls, unless a call needs its own. */
async function targetOf(c: Case, allowed: boolean) {
  if (!c.target) return '';
  if (c.target.fresh === 'always' || (c.target.fresh === 'when allowed' && allowed)) {
    return c.target.make();
  }
  let made = shared.get(c);
  if (!made) {
    made = c.target.make();
    shared.set(c, made);
  }
  return made;
}
