import { ARCHIVE_TABLES, tablePath } from '@kira/core/company-archive';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { companyWithEverything } from './helpers/company-with-everything.ts';
import { signUpUser, type TestUser } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';
import { testDatabaseMode } from './helpers/test-database-mode.ts';

// A company with every kind of record goes from the embedded database to the run's (PostgreSQL
// in CI) and back, and each time everything it holds is compared: every table's rows (the
// archive of the copy against the original's), each document as the API gives it, and each
// issued document's PDF, read as text.

let embedded: TestApp;
let other: TestApp;

/** A fresh embedded database, migrated, whatever database the run is on. */
async function freshPglite() {
  const database = await openDatabase({ mode: 'pglite', inMemory: true });
  await migrateDatabase(database);
  return database;
}

beforeAll(async () => {
  embedded = await buildTestApp(RAISED_LIMITS, { database: await freshPglite() });
  other = await buildTestApp(RAISED_LIMITS);
}, 240_000);

afterAll(async () => {
  await embedded?.close();
  await other?.close();
});

async function exported(user: TestUser): Promise<Buffer> {
  const res = await user.c.get('/api/company/export');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.rawPayload;
}

/** Imports `zip` as `user`, waits for the job, and switches to the company it made. */
async function imported(user: TestUser, zip: Buffer): Promise<string> {
  const started = await user.c.post('/api/company/import', zip, {
    'content-type': 'application/zip',
  });
  expect(started.statusCode, started.body).toBe(202);
  let job = started.json();
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await user.c.get(`/api/company/import/${job.id}`)).json();
  }
  expect(job.error).toBeNull();
  expect(job.status).toBe('done');
  const switched = await user.c.post(`/api/companies/${job.company.tenantId}/switch`);
  expect(switched.statusCode, switched.body).toBe(200);
  return job.company.tenantId;
}

const USER_FIELDS = new Set([
  'createdBy',
  'updatedBy',
  'issuedBy',
  'voidedBy',
  'sentBy',
  'undoneBy',
  'userId',
]);

/**
 * An archive's tables as comparable rows: the people (`founders`: each side's user id of the
 * one who exported and imported) named alike; the moments a copy made anew (a send's mail,
 * the audit log's own entry of the import) left out.
 */
function tablesOf(zip: Buffer, founder: string) {
  const files = unzipSync(new Uint8Array(zip));
  const tables: Record<string, unknown[]> = {};
  for (const table of ARCHIVE_TABLES) {
    const text = new TextDecoder().decode(files[tablePath(table)]);
    tables[table] = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line))
      .map((row: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) {
          if (USER_FIELDS.has(key) && value !== null)
            out[key] = value === founder ? 'founder' : 'someone else';
          else out[key] = value;
        }
        if (table === 'audit_log') out.userId = undefined;
        return out;
      })
      // What the copy did after it was made: it was imported, and switched to.
      .filter(
        (row) =>
          table !== 'audit_log' || !['import', 'switch-company'].includes(row.action as string),
      );
  }
  const company = JSON.parse(new TextDecoder().decode(files['company.json']));
  return { tables, company, files };
}

async function compareCompanies(from: { user: TestUser; zip: Buffer }, to: { user: TestUser }) {
  const copy = await exported(to.user);
  const before = tablesOf(from.zip, from.user.userId);
  const after = tablesOf(copy, to.user.userId);
  expect(after.company).toEqual(before.company);
  for (const table of ARCHIVE_TABLES) {
    const rows = (tables: Record<string, unknown[]>) =>
      (tables[table] ?? []).map((row) => {
        // Members who have no account where the copy went are invited: until they join, what
        // they did is nobody's there.
        const out = { ...(row as Record<string, unknown>) };
        for (const key of USER_FIELDS) if (out[key] === 'someone else') out[key] = null;
        // A send's delivery as the copy keeps it: as it ended, or given up if it had not.
        const delivery = out.delivery as { status: string } | null;
        if (delivery && ['queued', 'sending'].includes(delivery.status))
          out.delivery = {
            ...delivery,
            status: 'failed',
            error: 'Not delivered when the company was exported.',
          };
        return out;
      });
    expect(rows(after.tables), table).toEqual(rows(before.tables));
  }
  // Each document as the API shows it, and each issued one's PDF, read the same.
  const documents = before.tables.documents as Array<{ id: string; status: string }>;
  expect(documents.length).toBeGreaterThan(8);
  for (const { id, status } of documents) {
    const [a, b] = await Promise.all([
      from.user.c.get(`/api/documents/${id}`),
      to.user.c.get(`/api/documents/${id}`),
    ]);
    expect(b.statusCode, b.body).toBe(200);
    const shown = (body: string) =>
      JSON.parse(body, (key, value) =>
        USER_FIELDS.has(key) || key === 'sends' ? undefined : value,
      );
    expect(shown(b.body), id).toEqual(shown(a.body));
    if (status === 'draft') continue;
    const [pdfA, pdfB] = await Promise.all([
      from.user.c.get(`/api/documents/${id}/pdf`),
      to.user.c.get(`/api/documents/${id}/pdf`),
    ]);
    expect(pdfB.statusCode).toBe(200);
    expect(await pdfText(pdfB.rawPayload), id).toBe(await pdfText(pdfA.rawPayload));
  }
  return copy;
}

describe(`a company from the embedded database to ${testDatabaseMode()} and back`, () => {
  it('keeps every record, every figure and every PDF', async () => {
    const founder = await signUpUser(embedded, { name: 'Archive Founder' });
    const { buyer } = await companyWithEverything(embedded, founder, 'Archive Pte. Ltd.');
    const zip = await exported(founder);

    // Where it goes, the founder has an account of the same address: matched, not invited.
    const there = await signUpUser(other, { name: 'Archive Founder', email: founder.email });
    await imported(there, zip);
    const copy = await compareCompanies({ user: founder, zip }, { user: there });
    const balance = async (user: TestUser) =>
      (await user.c.get(`/api/contacts/${buyer}`)).json().balance;
    expect(await balance(there)).toEqual(await balance(founder));

    // The member had no account there: invited, with the levels they had.
    const invites = (await there.c.get('/api/invites')).json();
    expect(JSON.stringify(invites)).toMatch(/Nur Aisyah|@example\.sg/);

    // The series go on after the imported numbers.
    const next = await there.c.post('/api/documents', {
      kind: 'invoice',
      contactId: buyer,
      lines: [{ description: 'More', quantity: '1', unitPrice: '5', taxCode: 'SR' }],
    });
    expect(next.statusCode, next.body).toBe(201);
    const issuedNext = await there.c.post(`/api/documents/${next.json().id}/issue`);
    expect(issuedNext.statusCode, issuedNext.body).toBe(200);
    const original = await founder.c.post('/api/documents', {
      kind: 'invoice',
      contactId: buyer,
      lines: [{ description: 'More', quantity: '1', unitPrice: '5', taxCode: 'SR' }],
    });
    const issuedOriginal = await founder.c.post(`/api/documents/${original.json().id}/issue`);
    expect(issuedNext.json().number).toBe(issuedOriginal.json().number);

    // And back, as a second company of the founder's.
    await imported(founder, copy);
    await compareCompanies({ user: there, zip: copy }, { user: founder });
  }, 300_000);
});
