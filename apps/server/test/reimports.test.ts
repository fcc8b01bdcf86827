import { MAX_LISTED_CHANGES } from '@kira/core/csv-import';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactAddresses, contacts, products } from '../src/db/schema/index.ts';
import {
  addMember,
  createCompany,
  NONE,
  signUpUser,
  type TestUser,
  uniqueUen,
} from './helpers/factories.ts';
import { runImport } from './helpers/run-import.ts';
import { buildTestApp, RAISED_LIMITS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(RAISED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

function csvOf(headers: string[], rows: string[][]): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [headers, ...rows].map((row) => row.map(quote).join(',')).join('\n');
}

/** Everything a company holds that an import could touch, read in a fixed order. */
async function everything(tenantId: string) {
  const db = t.database.db;
  return {
    contacts: await db
      .select()
      .from(contacts)
      .where(eq(contacts.tenantId, tenantId))
      .orderBy(asc(contacts.id)),
    addresses: await db
      .select()
      .from(contactAddresses)
      .where(eq(contactAddresses.tenantId, tenantId))
      .orderBy(asc(contactAddresses.id)),
    products: await db
      .select()
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.id)),
    audit: await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tenantId, tenantId))
      .orderBy(asc(auditLog.id)),
  };
}

async function newCompany(name: string): Promise<{ owner: TestUser; tenantId: string }> {
  const owner = await signUpUser(t, { name });
  const tenantId = await createCompany(owner, `${name} Pte. Ltd.`);
  return { owner, tenantId };
}

const CONTACT_HEADERS = ['UEN', 'Name', 'Phone', 'Notes', 'Tags', 'Address', 'Postal code'];
const CONTACT_MAPPING = {
  uen: 'UEN',
  name: 'Name',
  phones: 'Phone',
  notes: 'Notes',
  tags: 'Tags',
  billingLine1: 'Address',
  billingPostalCode: 'Postal code',
};

async function contactBook(owner: TestUser) {
  const uen = uniqueUen();
  const made = await owner.c.post('/api/contacts', {
    role: 'supplier',
    name: 'Ah Huat Hardware',
    uen,
    emails: ['accounts@ahhuat.sg'],
    phones: ['+65 6123 4567'],
    notes: 'Pays on the 15th',
    tags: ['hardware'],
    paymentTermsDays: 30,
    billingAddress: { line1: '21 Tampines Street 92', postalCode: '528891' },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { uen, id: made.json().id as string };
}

describe('re-importing contacts', () => {
  it('keeps what a blank cell or an unmapped column leaves, and changes the rest', async () => {
    const { owner } = await newCompany('Keeper');
    const { uen, id } = await contactBook(owner);
    const csv = csvOf(CONTACT_HEADERS, [[uen, '', '', '', 'hardware; tools', '', '']]);
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
    });
    expect(job.report).toMatchObject({
      created: 0,
      updated: 1,
      rejected: [],
      applied: true,
      dryRun: false,
      changes: [{ row: 2, field: 'tags', before: 'hardware', after: 'hardware; tools' }],
      changesTotal: 1,
      keptBlanksTotal: 5,
    });
    expect(job.report.keptBlanks.map((kept: { field: string }) => kept.field)).toEqual([
      'name',
      'phones',
      'billingLine1',
      'billingPostalCode',
      'notes',
    ]);
    const contact = (await owner.c.get(`/api/contacts/${id}`)).json();
    expect(contact).toMatchObject({
      role: 'supplier',
      name: 'Ah Huat Hardware',
      emails: ['accounts@ahhuat.sg'],
      phones: ['+65 6123 4567'],
      notes: 'Pays on the 15th',
      tags: ['hardware', 'tools'],
      paymentTermsDays: 30,
      billingAddress: { line1: '21 Tampines Street 92', postalCode: '528891' },
    });
  });

  it('clears blank mapped cells when asked, but not the name, nor unmapped fields', async () => {
    const { owner } = await newCompany('Clearer');
    const { uen, id } = await contactBook(owner);
    const csv = csvOf(CONTACT_HEADERS, [[uen, '', '', '', '', '', '']]);
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      clearBlanks: true,
    });
    expect(job.report).toMatchObject({ updated: 1, rejected: [], applied: true });
    expect(job.report.warnings).toEqual([
      { row: 2, field: 'name', message: 'Name cannot be cleared: the stored value is kept' },
    ]);
    expect(
      job.report.changes.map((change: { field: string; after: string }) => [
        change.field,
        change.after,
      ]),
    ).toEqual([
      ['phones', ''],
      ['billingLine1', ''],
      ['billingPostalCode', ''],
      ['billingCountry', ''],
      ['notes', ''],
      ['tags', ''],
    ]);
    const contact = (await owner.c.get(`/api/contacts/${id}`)).json();
    expect(contact).toMatchObject({
      role: 'supplier',
      name: 'Ah Huat Hardware',
      emails: ['accounts@ahhuat.sg'],
      phones: [],
      notes: '',
      tags: [],
      paymentTermsDays: 30,
      billingAddress: null,
    });
  });

  it('answers a dry run with exactly the changing fields and writes nothing, then commits the same', async () => {
    const { owner, tenantId } = await newCompany('Dry Runner');
    const { uen } = await contactBook(owner);
    const second = await owner.c.post('/api/contacts', {
      role: 'customer',
      name: 'Bee Hoon Trading',
      uen: uniqueUen(),
      phones: ['+65 6999 0000'],
    });
    expect(second.statusCode, second.body).toBe(201);
    const csv = csvOf(CONTACT_HEADERS, [
      [uen, 'Ah Huat Hardware Pte. Ltd.', '+65 6111 2222', '', 'hardware', '', ''],
      [second.json().uen, 'Bee Hoon Trading', '+65 6999 0000', '', '', '', ''],
      ['', 'Chye Seng Provisions', '', 'new', '', '1 Raffles Place', '048616'],
      ['', '', '', 'no name', '', '', ''],
    ]);
    const before = await everything(tenantId);
    const body = { csv, mapping: CONTACT_MAPPING, mode: 'valid-rows', run: 'dry-run' };
    const dry = (await runImport(owner, '/api/contacts/import', body)).job.report;
    expect(await everything(tenantId)).toEqual(before);
    expect(dry).toMatchObject({
      rows: 4,
      created: 1,
      updated: 1,
      unchanged: 1,
      applied: true,
      dryRun: true,
      rejected: [{ row: 5, field: 'name', message: 'Name cannot be empty' }],
      changes: [
        { row: 2, field: 'name', before: 'Ah Huat Hardware', after: 'Ah Huat Hardware Pte. Ltd.' },
        { row: 2, field: 'phones', before: '+65 6123 4567', after: '+65 6111 2222' },
      ],
      changesTotal: 2,
    });

    const done = (await runImport(owner, '/api/contacts/import', { ...body, run: 'commit' })).job
      .report;
    expect(done).toEqual({ ...dry, dryRun: false });
    const after = await everything(tenantId);
    expect(after.contacts).toHaveLength(3);
    expect(after.audit.length - before.audit.length).toBe(2);
  });

  it('with all or nothing, a dry run says nothing would be written when a row is rejected', async () => {
    const { owner, tenantId } = await newCompany('Cautious');
    const { uen } = await contactBook(owner);
    const csv = csvOf(CONTACT_HEADERS, [
      [uen, 'Renamed', '', '', '', '', ''],
      ['', '', '', 'no name', '', '', ''],
    ]);
    const before = await everything(tenantId);
    const { job } = await runImport(owner, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      mode: 'all-or-nothing',
      run: 'dry-run',
    });
    expect(job.report).toMatchObject({
      created: 0,
      updated: 0,
      applied: false,
      dryRun: true,
      changes: [],
      changesTotal: 0,
    });
    expect(job.report.rejected).toHaveLength(1);
    expect(await everything(tenantId)).toEqual(before);
  });

  it('matches only the own company in a dry run, and needs write access', async () => {
    const { owner } = await newCompany('Book Owner');
    const { uen } = await contactBook(owner);
    const { owner: other } = await newCompany('Other Book');
    const csv = csvOf(CONTACT_HEADERS, [[uen, 'Ah Huat Hardware', '', '', '', '', '']]);
    const { job } = await runImport(other, '/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      run: 'dry-run',
    });
    expect(job.report).toMatchObject({ created: 1, updated: 0, changes: [], keptBlanks: [] });
    const reader = await addMember(t, owner, { ...NONE, sales: 'read' }, 'Dry Reader');
    const refused = await reader.c.post('/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      run: 'dry-run',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await owner.c.post('/api/contacts/import', {
      csv,
      mapping: CONTACT_MAPPING,
      run: 'rehearse',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.run');
  });
});

const PRODUCT_HEADERS = ['SKU', 'Item', 'Price', 'Cost', 'Description', 'GST'];
const PRODUCT_MAPPING = {
  code: 'SKU',
  name: 'Item',
  sellingPrice: 'Price',
  cost: 'Cost',
  description: 'Description',
  taxCode: 'GST',
};

async function productList(owner: TestUser) {
  const made = await owner.c.post('/api/products', {
    code: 'HW-1',
    name: 'Hinge',
    description: 'Brass, 3 inch',
    unit: 'pc',
    sellingPrice: '1.20',
    cost: '0.0125',
    taxCode: 'ZR',
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
}

describe('re-importing products', () => {
  it('keeps blank cells and unmapped fields, and clears blanks only when asked', async () => {
    const { owner } = await newCompany('Product Keeper');
    const id = await productList(owner);
    const csv = csvOf(PRODUCT_HEADERS, [['hw-1', '', '1.30', '', '', '']]);
    const kept = await runImport(owner, '/api/products/import', {
      csv,
      mapping: PRODUCT_MAPPING,
    });
    expect(kept.job.report).toMatchObject({
      updated: 1,
      changes: [{ row: 2, field: 'sellingPrice', before: '1.20', after: '1.30' }],
      keptBlanksTotal: 4,
    });
    expect((await owner.c.get(`/api/products/${id}`)).json()).toMatchObject({
      code: 'HW-1',
      name: 'Hinge',
      description: 'Brass, 3 inch',
      unit: 'pc',
      sellingPrice: '1.30',
      cost: '0.0125',
      taxCode: 'ZR',
    });

    const cleared = await runImport(owner, '/api/products/import', {
      csv,
      mapping: PRODUCT_MAPPING,
      clearBlanks: true,
    });
    expect(cleared.job.report.changes).toEqual([
      { row: 2, field: 'description', before: 'Brass, 3 inch', after: '' },
      { row: 2, field: 'cost', before: '0.0125', after: '0.00' },
    ]);
    expect(cleared.job.report.warnings.map((warning: { field: string }) => warning.field)).toEqual([
      'name',
      'taxCode',
    ]);
    expect((await owner.c.get(`/api/products/${id}`)).json()).toMatchObject({
      code: 'HW-1',
      name: 'Hinge',
      description: '',
      unit: 'pc',
      sellingPrice: '1.30',
      cost: '0.00',
      taxCode: 'ZR',
    });
  });

  it('answers a dry run with exactly the changing fields and writes nothing', async () => {
    const { owner, tenantId } = await newCompany('Product Dry Runner');
    await productList(owner);
    const csv = csvOf(PRODUCT_HEADERS, [
      ['HW-1', 'Hinge, brass', 'S$1.2', '', 'Brass, 3 inch', 'standard-rated'],
      ['HW-2', 'Bolt', '0.15', '', '', ''],
    ]);
    const before = await everything(tenantId);
    const body = { csv, mapping: PRODUCT_MAPPING, run: 'dry-run', clearBlanks: true };
    const dry = (await runImport(owner, '/api/products/import', body)).job.report;
    expect(await everything(tenantId)).toEqual(before);
    expect(dry).toMatchObject({
      created: 1,
      updated: 1,
      dryRun: true,
      changes: [
        { row: 2, field: 'name', before: 'Hinge', after: 'Hinge, brass' },
        { row: 2, field: 'cost', before: '0.0125', after: '0.00' },
        { row: 2, field: 'taxCode', before: 'ZR', after: 'SR' },
      ],
      changesTotal: 3,
    });
    const done = (await runImport(owner, '/api/products/import', { ...body, run: 'commit' })).job
      .report;
    expect(done).toEqual({ ...dry, dryRun: false });
    expect((await everything(tenantId)).products).toHaveLength(2);
  });

  it('lists the first 1,000 changes of a big re-import and counts them all', async () => {
    const { owner, tenantId } = await newCompany('Many Changes');
    const codes = Array.from({ length: 600 }, (_, i) => `P-${String(i).padStart(4, '0')}`);
    const first = csvOf(
      PRODUCT_HEADERS,
      codes.map((code) => [code, `Part ${code}`, '1.00', '0.50', '', 'SR']),
    );
    await runImport(owner, '/api/products/import', { csv: first, mapping: PRODUCT_MAPPING });
    const second = csvOf(
      PRODUCT_HEADERS,
      codes.map((code) => [code, `Part ${code}`, '2.00', '0.75', '', 'SR']),
    );
    const before = await everything(tenantId);
    const { job } = await runImport(owner, '/api/products/import', {
      csv: second,
      mapping: PRODUCT_MAPPING,
      run: 'dry-run',
    });
    expect(job.report).toMatchObject({ updated: 600, changesTotal: 1_200 });
    expect(job.report.changes).toHaveLength(MAX_LISTED_CHANGES);
    expect(job.report.changes.at(-1)).toMatchObject({ row: 501, field: 'cost' });
    expect(await everything(tenantId)).toEqual(before);
  });
});
