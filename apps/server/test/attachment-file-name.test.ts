import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '@kira/core/seeded-random';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { line } from './helpers/document-factories.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { casesOf } from './helpers/fuzz/build-request.ts';
import { headerMutant } from './helpers/fuzz/mutations.ts';
import { PDF, readOperations } from './helpers/fuzz/operations.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

// An attachment's name arrives percent-encoded in X-File-Name: one that cannot be decoded is
// the sender's mistake (400 naming the header), never the server's (500).
let t: TestApp;
let founder: TestUser;
let tenantId: string;
let expenseId: string;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
  founder = await signUpUser(t, { name: 'File Name Founder' });
  tenantId = await createCompany(founder, 'File Names Pte. Ltd.');
  const supplier = await founder.c.post('/api/contacts', { role: 'supplier', name: 'Paper Co' });
  const expense = await founder.c.post('/api/documents', {
    kind: 'expense',
    contactId: supplier.json().id,
    lines: [line('10')],
  });
  expect(expense.statusCode, expense.body).toBe(201);
  expenseId = expense.json().id;
});
afterAll(async () => {
  await t.close();
});

const upload = (fileName: string) =>
  founder.c.post(`/api/documents/${expenseId}/attachments`, PDF, {
    'content-type': 'application/pdf',
    'x-file-name': fileName,
  });

it.each(['%', '%E0%A4%A', 'receipt%zz.pdf'])(
  'refuses X-File-Name %j with 400 naming the header',
  async (fileName) => {
    const res = await upload(fileName);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'headers.x-file-name' }],
    });
    expect(res.json().error.message).toContain('X-File-Name');
  },
);

it('keeps a well-encoded name, in a file only the server user can read', async () => {
  const res = await upload(encodeURIComponent('receipt 100%.pdf'));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().fileName).toBe('receipt 100%.pdf');
  const directory = join(t.config.dataDir, 'attachments', tenantId);
  expect(statSync(directory).mode & 0o777).toBe(0o700);
  const [stored] = readdirSync(directory);
  expect(statSync(join(directory, stored as string)).mode & 0o777).toBe(0o600);
});

it('describes X-File-Name in the OpenAPI document, and the fuzzer sends it undecodable', async () => {
  const operations = await readOperations(t.app);
  const attach = operations.find(
    (op) => op.method === 'POST' && op.route === '/api/documents/{id}/attachments',
  );
  expect(attach?.headerParams.map((param) => param.name)).toContain('x-file-name');
  const random = seededRandom(1);
  const sent = casesOf(attach as NonNullable<typeof attach>, random).flatMap((kase) =>
    kase.where === 'header' && kase.name === 'x-file-name'
      ? [headerMutant(undefined, random, kase.mutant)]
      : [],
  );
  // Each round sends it undecodable, in every way the server once answered 500 to.
  expect(sent).toEqual(expect.arrayContaining(['%', '%E0%A4%A', '%zz']));
});
