import { CONTACT_CSV_FIELDS } from '@kira/core/contacts-csv';
import type { CsvField } from '@kira/core/csv-import';
import { PRODUCT_CSV_FIELDS } from '@kira/core/products-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/csv.ts';
import { createCompany, signUpUser, type TestUser } from './helpers/factories.ts';
import { runImport } from './helpers/run-import.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

/** The mapping the import screen proposes for Kira's own export: every field to its header. */
const exportMapping = (fields: readonly CsvField[]) =>
  Object.fromEntries(fields.map((field) => [field.key, field.label]));

async function exported(user: TestUser, path: string): Promise<string> {
  const res = await user.c.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const withoutIds = (csv: string) =>
  csv
    .split('\r\n')
    .map((line) => line.replace(/^[^,]*,/, ''))
    .join('\r\n');

const TRICKY_CONTACTS = [
  { role: 'customer', name: '+65 Trading', phones: ['+65 6222 3333'] },
  { role: 'supplier', name: '-5 Degrees Bakery', notes: '-12.50 owed' },
  { role: 'customer', name: '=SUM(A1)' },
  { role: 'customer', name: '@home' },
  { role: 'customer', name: "'=already quoted" },
  { role: 'both', name: 'Compass Points', tags: ['north, east', 'west', 'say "hi"'] },
];

describe('contacts exported, imported and exported again', () => {
  let owner: TestUser;
  let first: string;
  beforeAll(async () => {
    owner = await signUpUser(t, { name: 'Round Tripper' });
    await createCompany(owner, 'Round Trip Pte. Ltd.');
    for (const body of TRICKY_CONTACTS) {
      const res = await owner.c.post('/api/contacts', body);
      expect(res.statusCode, res.body).toBe(201);
    }
    first = await exported(owner, '/api/contacts/export.csv');
  });

  it('writes formula-like text with one apostrophe and quotes a tag holding a comma', () => {
    const byName = new Map(parseCsv(first).records.map((record) => [record.Name, record]));
    expect([...byName.keys()].sort()).toEqual(
      [
        "'+65 Trading",
        "'-5 Degrees Bakery",
        "'=SUM(A1)",
        "'@home",
        "''=already quoted",
        'Compass Points',
      ].sort(),
    );
    expect(byName.get("'+65 Trading")?.Phones).toBe("'+65 6222 3333");
    expect(byName.get("'-5 Degrees Bakery")?.Notes).toBe("'-12.50 owed");
    expect(byName.get('Compass Points')?.Tags).toBe('"north, east"; west; "say ""hi"""');
  });

  it('reads every value back unchanged, so the second export is the same file', async () => {
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv: first,
      mapping: exportMapping(CONTACT_CSV_FIELDS),
      mode: 'all-or-nothing',
    });
    expect(job.report).toMatchObject({
      rows: TRICKY_CONTACTS.length,
      created: 0,
      updated: 0,
      unchanged: TRICKY_CONTACTS.length,
      rejected: [],
    });
    expect(await exported(owner, '/api/contacts/export.csv')).toBe(first);
  });

  it('makes the same contacts in another company, exported alike but for their ids', async () => {
    const other = await signUpUser(t, { name: 'Second Book' });
    await createCompany(other, 'Second Book Pte. Ltd.');
    const { job } = await runImport(other, '/api/contacts/import', {
      csv: first,
      mapping: exportMapping(CONTACT_CSV_FIELDS),
      mode: 'all-or-nothing',
    });
    expect(job.report).toMatchObject({ created: TRICKY_CONTACTS.length, rejected: [] });
    const listed = (await other.c.get('/api/contacts?q=compass')).json();
    expect(listed.items[0].tags).toEqual(['north, east', 'west', 'say "hi"']);
    expect(withoutIds(await exported(other, '/api/contacts/export.csv'))).toBe(withoutIds(first));
  });
});

describe('products exported, imported and exported again', () => {
  it('leaves plain numbers alone, escapes formula-like text, and reads it all back', async () => {
    const owner = await signUpUser(t, { name: 'Product Round Tripper' });
    await createCompany(owner, 'Product Round Trip Pte. Ltd.');
    for (const body of [
      { code: '-12.50', name: 'Rounding credit', sellingPrice: '12.50', cost: '0.0125' },
      { code: '+3', name: '-5 Degrees cake', description: '=1+2', unit: '@box', sellingPrice: '3' },
    ]) {
      const res = await owner.c.post('/api/products', body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const first = await exported(owner, '/api/products/export.csv?sort=code');
    const records = parseCsv(first).records;
    expect(
      records.map((r) => [r.Code, r.Name, r.Description, r.Unit, r['Selling price'], r.Cost]),
    ).toEqual([
      ['+3', "'-5 Degrees cake", "'=1+2", "'@box", '3.00', '0.00'],
      ['-12.50', 'Rounding credit', '', '', '12.50', '0.0125'],
    ]);

    const { job } = await runImport(owner, '/api/products/import', {
      csv: first,
      mapping: exportMapping(PRODUCT_CSV_FIELDS),
      mode: 'all-or-nothing',
    });
    expect(job.report).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: [] });
    expect(await exported(owner, '/api/products/export.csv?sort=code')).toBe(first);
  });
});
