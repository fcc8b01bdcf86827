import type { ImportJob } from '@kira/core/csv-import';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAddresses, contacts, products } from '../src/db/schema/index.ts';
import { addMember, createCompany, NONE, signUpUser, type TestUser } from './helpers/factories.ts';
import { runImport } from './helpers/run-import.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** Every pause of every import (between batches), with what its starter's poll then read. */
const pauses: { job: ImportJob; polled: ImportJob }[] = [];
/** Who polls at each pause: the user who started the imports of the test under way. */
let poller: TestUser | undefined;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS, {
    onImportPause: async (job) => {
      if (!poller) return;
      const polled = await poller.c.get(`/api/imports/${job.id}`);
      pauses.push({ job, polled: polled.json() });
    },
  });
});
afterAll(async () => {
  await t.close();
});

const CONTACT_HEADERS = [
  'Role',
  'Name',
  'UEN',
  'E-mails',
  'Phones',
  'Address',
  'Postal code',
  'Tags',
];
const CONTACT_MAPPING = {
  role: 'Role',
  name: 'Name',
  uen: 'UEN',
  emails: 'E-mails',
  phones: 'Phones',
  billingLine1: 'Address',
  billingPostalCode: 'Postal code',
  tags: 'Tags',
};

function csvOf(headers: string[], rows: string[][]): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [headers, ...rows].map((row) => row.map(quote).join(',')).join('\n');
}

/**
 * Rows of the big file: more than two batches of 500 (`IMPORT_BATCH`), and more contacts than a
 * first list page of 50 counts exactly (50 + `COUNT_AHEAD`, 1,050), which is all its tests need.
 */
const BIG_FILE_ROWS = 1_100;

/** BIG_FILE_ROWS rows, with bad ones at known places: rows 7, 500 and 1,007 of it, and the last. */
function bigContactFile(): { csv: string; bad: Map<number, string> } {
  const rows: string[][] = [];
  const bad = new Map<number, string>();
  for (let i = 0; i < BIG_FILE_ROWS; i++) {
    const row = i + 2;
    const name = `Importer ${String(i).padStart(5, '0')} Pte. Ltd.`;
    const email = `buyer${i}@importer.example.sg`;
    const cells = [
      'customer',
      name,
      '',
      email,
      '+65 6000 0000',
      `${i} Ubi Avenue 1`,
      '408933',
      'imported; batch',
    ];
    if (i % 1000 === 7) {
      cells[3] = 'not-an-email';
      bad.set(row, 'Enter an e-mail address such as accounts@example.sg');
    } else if (i % 1000 === 500) {
      cells[6] = '4089';
      bad.set(row, 'A Singapore postal code has 6 digits.');
    } else if (i === BIG_FILE_ROWS - 1) {
      cells[1] = '';
      bad.set(row, 'Name cannot be empty');
    }
    rows.push(cells);
  }
  return { csv: csvOf(CONTACT_HEADERS, rows), bad };
}

const contactCount = async (tenantId: string) =>
  (
    await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.tenantId, tenantId))
  ).length;

describe('importing contacts', () => {
  let owner: TestUser;
  let tenantId: string;
  beforeAll(async () => {
    owner = await signUpUser(t, { name: 'Importer' });
    tenantId = await createCompany(owner, 'Import Co Pte. Ltd.');
  });

  it('imports nothing of a file with bad rows when asked all or nothing, with the exact report', async () => {
    const { csv, bad } = bigContactFile();
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      mode: 'all-or-nothing',
    });
    expect(job.report.applied).toBe(false);
    expect(bad.size).toBe(4);
    expect(job.report).toMatchObject({ rows: BIG_FILE_ROWS, created: 0, updated: 0 });
    expect(
      job.report.rejected.map((r: { row: number; message: string }) => [r.row, r.message]),
    ).toEqual([...bad.entries()].sort((a, b) => a[0] - b[0]));
    expect(await contactCount(tenantId)).toBe(0);
  });

  it('imports the valid rows of it, showing progress between batches, and a re-import adds nothing', async () => {
    const { csv, bad } = bigContactFile();
    poller = owner;
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      mode: 'valid-rows',
    }).finally(() => {
      poller = undefined;
    });
    expect(job.report).toMatchObject({
      rows: BIG_FILE_ROWS,
      created: BIG_FILE_ROWS - bad.size,
      updated: 0,
      applied: true,
    });
    expect(job.report.rejected).toHaveLength(bad.size);
    // At every pause between batches the poll was answered, with the progress made so far:
    // 3 batches of rows checked (500, 500, 100), then 3 batches created (500, 500, 96).
    const seen = pauses.filter((pause) => pause.job.id === job.id);
    expect(seen).toHaveLength(6);
    for (const { job: during, polled } of seen) {
      expect(polled).toMatchObject({ status: 'running', processed: during.processed });
    }
    const processed = seen.map((pause) => pause.job.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    // Each pause but the last showed progress short of the whole file, each more than before.
    const between = processed.filter((count) => count > 0 && count < BIG_FILE_ROWS);
    expect(new Set(between).size).toBe(5);
    expect(await contactCount(tenantId)).toBe(BIG_FILE_ROWS - bad.size);
    const addresses = await t.database.db
      .select({ id: contactAddresses.id })
      .from(contactAddresses)
      .where(eq(contactAddresses.tenantId, tenantId));
    expect(addresses).toHaveLength(BIG_FILE_ROWS - bad.size);
    // A large book is counted only so far past the page asked for.
    const firstPage = (await owner.c.get('/api/contacts?pageSize=50')).json();
    expect(firstPage).toMatchObject({ total: 1_050, totalCapped: true });
    const lastPage = (await owner.c.get('/api/contacts?pageSize=200&page=6')).json();
    expect(lastPage).toMatchObject({ total: BIG_FILE_ROWS - bad.size, totalCapped: false });
    expect(lastPage.items).toHaveLength(BIG_FILE_ROWS - bad.size - 5 * 200);
    const listed = (await owner.c.get('/api/contacts?q=importer 00042&tag=batch')).json();
    expect(listed.items[0]).toMatchObject({
      name: 'Importer 00042 Pte. Ltd.',
      emails: ['buyer42@importer.example.sg'],
      tags: ['imported', 'batch'],
    });
    const imported = (await owner.c.get(`/api/contacts/${listed.items[0].id}`)).json();
    expect(imported.billingAddress).toMatchObject({
      line1: '42 Ubi Avenue 1',
      postalCode: '408933',
    });
    const again = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      mode: 'valid-rows',
    });
    expect(again.job.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: BIG_FILE_ROWS - bad.size,
    });
    expect(await contactCount(tenantId)).toBe(BIG_FILE_ROWS - bad.size);
  });

  it('updates the contact a row matches (UEN, then e-mail), touching only the mapped columns', async () => {
    const made = await owner.c.post('/api/contacts', {
      role: 'supplier',
      name: 'Matched Supplies',
      uen: '53143018M',
      emails: ['sales@matched.sg'],
      notes: 'keep me',
    });
    const byEmail = await owner.c.post('/api/contacts', {
      role: 'customer',
      name: 'Mail Match',
      emails: ['hi@mail.sg'],
    });
    const csv = csvOf(
      ['Name', 'UEN', 'Email', 'Phone'],
      [
        ['Matched Supplies Pte. Ltd.', '53143018m', '', '+65 6111 2222'],
        ['Mail Match Renamed', '', 'HI@mail.sg', ''],
        ['Matched again', '53143018M', '', ''],
      ],
    );
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: { name: 'Name', uen: 'UEN', emails: 'Email', phones: 'Phone' },
      mode: 'valid-rows',
    });
    expect(job.report).toMatchObject({ created: 0, updated: 2 });
    expect(job.report.rejected).toEqual([
      { row: 4, field: null, message: 'Same UEN 53143018M as row 2' },
    ]);
    const supplier = (await owner.c.get(`/api/contacts/${made.json().id}`)).json();
    // The blank E-mail cell kept the stored e-mail (see reimports.test.ts for clearBlanks).
    expect(supplier).toMatchObject({
      name: 'Matched Supplies Pte. Ltd.',
      role: 'supplier',
      notes: 'keep me',
      phones: ['+65 6111 2222'],
      emails: ['sales@matched.sg'],
    });
    expect((await owner.c.get(`/api/contacts/${byEmail.json().id}`)).json().name).toBe(
      'Mail Match Renamed',
    );
  });

  it('refuses a bad mapping or file with 400 before anything starts', async () => {
    const csv = csvOf(['Name'], [['A']]);
    for (const [body, text] of [
      [{ csv, mapping: { name: 'Company' } }, 'The file has no column "Company"'],
      [{ csv, mapping: { uen: 'Name' } }, 'Choose the column for Name'],
      [{ csv, mapping: { name: 'Name', colour: 'Name' } }, 'Kira has no field "colour"'],
      [{ csv: '', mapping: { name: 'Name' } }, 'The file is empty'],
      [{ csv, mapping: { name: 'Name' }, mode: 'some' }, 'body.mode'],
    ] as const) {
      const res = await owner.c.post('/api/contacts/import', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(text);
    }
  });

  it('rejects the customer rows of a user who may only write suppliers, and hides jobs from others', async () => {
    const operator = await addMember(t, owner, { ...NONE, operation: 'write' }, 'Operator');
    const csv = csvOf(
      ['Role', 'Name'],
      [
        ['supplier', 'Op Supplier'],
        ['customer', 'Op Customer'],
      ],
    );
    const { job } = await runImport(operator, '/api/contacts/import', {
      csv,
      mapping: { role: 'Role', name: 'Name' },
      mode: 'valid-rows',
    });
    expect(job.report.created).toBe(1);
    expect(job.report.rejected[0]).toMatchObject({ row: 3 });
    expect(job.report.rejected[0].message).toContain('Customers: This needs write access to sales');
    expect((await owner.c.get(`/api/imports/${job.id}`)).statusCode).toBe(404);
    const reader = await addMember(t, owner, { ...NONE, sales: 'read' }, 'Reader');
    expect(
      (await reader.c.post('/api/contacts/import', { csv, mapping: { name: 'Name' } })).statusCode,
    ).toBe(403);
  });
});

describe('importing products', () => {
  it('imports, matches by code ignoring case, and reports bad rows', async () => {
    const owner = await signUpUser(t, { name: 'Product Importer' });
    const tenantId = await createCompany(owner, 'Product Import Pte. Ltd.');
    const csv = csvOf(
      ['SKU', 'Item name', 'Price', 'GST', 'Status'],
      [
        ['HW-1', 'Hinge', '1.20', 'SR', 'active'],
        ['HW-2', 'Bolt', 'cheap', 'SR', 'active'],
        ['SV-1', 'Delivery', '$35', 'zero-rated', 'yes'],
        ['hw-1', 'Hinge again', '1.30', 'SR', 'active'],
      ],
    );
    const mapping = {
      code: 'SKU',
      name: 'Item name',
      sellingPrice: 'Price',
      taxCode: 'GST',
      active: 'Status',
    };
    const { job } = await runImport(owner, '/api/products/import', {
      csv,
      mapping,
      mode: 'valid-rows',
    });
    expect(job.report).toMatchObject({ rows: 4, created: 2, updated: 0, applied: true });
    expect(job.report.rejected).toEqual([
      { row: 3, field: 'sellingPrice', message: 'Selling price: enter an amount such as 12.50' },
      { row: 5, field: null, message: 'Same code hw-1 as row 2' },
    ]);
    const rows = await t.database.db.select().from(products).where(eq(products.tenantId, tenantId));
    expect(rows.map((r) => [r.code, r.taxCode]).sort()).toEqual([
      ['HW-1', 'SR'],
      ['SV-1', 'ZR'],
    ]);
    const update = csvOf(['SKU', 'Item name', 'Price'], [['hw-1', 'Hinge, brass', '1.2']]);
    const again = await runImport(owner, '/api/products/import', {
      csv: update,
      mapping: { code: 'SKU', name: 'Item name', sellingPrice: 'Price' },
      mode: 'all-or-nothing',
    });
    expect(again.job.report).toMatchObject({ created: 0, updated: 1, applied: true });
    const hinge = (await owner.c.get('/api/products?q=hinge')).json().items[0];
    expect(hinge).toMatchObject({
      code: 'HW-1',
      name: 'Hinge, brass',
      sellingPrice: '1.20',
      taxCode: 'SR',
    });
  });
});
