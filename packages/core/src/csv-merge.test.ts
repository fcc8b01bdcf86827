import { describe, expect, it } from 'vitest';
import type { ContactRecord } from './contacts.ts';
import {
  CONTACT_CSV_FIELDS,
  contactCells,
  contactFromCsv,
  contactIdentityOfCells,
  contactOfRow,
} from './contacts-csv.ts';
import { cell, csvField } from './csv-import.ts';
import { ChangeList, changedFields, mappedCells, mergeRow, rowOverRecord } from './csv-merge.ts';
import type { ProductRecord } from './products.ts';
import {
  PRODUCT_CSV_FIELDS,
  productCells,
  productFromCsv,
  productIdentityOfCells,
} from './products-csv.ts';

const FIELDS = [
  csvField('name', 'Name', [], { required: true }),
  csvField('phones', 'Phones'),
  csvField('notes', 'Notes'),
  csvField('role', 'Role', [], { clearable: false }),
];
const STORED = { name: 'Ah Huat', phones: '6123 4567', notes: 'Pays late', role: 'supplier' };

describe('a row merged over the record it matched', () => {
  it('keeps the stored value for a blank cell and for a field the mapping leaves out', () => {
    const merged = mergeRow({
      fields: FIELDS,
      stored: STORED,
      file: { name: 'Ah Huat Pte. Ltd.', phones: '', role: '' },
      clearBlanks: false,
    });
    expect(merged).toEqual({
      cells: {
        name: 'Ah Huat Pte. Ltd.',
        phones: '6123 4567',
        notes: 'Pays late',
        role: 'supplier',
      },
      kept: ['phones', 'role'],
      problems: [],
    });
  });

  it('clears a blank cell when asked, but never a required field, a role or an unmapped one', () => {
    const merged = mergeRow({
      fields: FIELDS,
      stored: STORED,
      file: { name: '', phones: '', role: '' },
      clearBlanks: true,
    });
    expect(merged.cells).toEqual({
      name: 'Ah Huat',
      phones: '',
      notes: 'Pays late',
      role: 'supplier',
    });
    expect(merged.kept).toEqual(['name', 'role']);
    expect(merged.problems).toEqual([
      { field: 'name', message: 'Name cannot be cleared: the stored value is kept' },
      { field: 'role', message: 'Role cannot be cleared: the stored value is kept' },
    ]);
  });

  it('lists no kept blank where there was nothing to keep, and keeps the fields it is told to', () => {
    const merged = mergeRow({
      fields: FIELDS,
      stored: { ...STORED, notes: '' },
      file: { name: 'AH HUAT', notes: '' },
      clearBlanks: false,
      keep: ['name'],
    });
    expect(merged.cells.name).toBe('Ah Huat');
    expect(merged.kept).toEqual([]);
  });

  it('names only the fields whose text differs, in the fields’ order', () => {
    expect(
      changedFields(FIELDS, STORED, { ...STORED, role: 'both', phones: '', name: 'Ah Huat' }),
    ).toEqual([
      { field: 'phones', before: '6123 4567', after: '' },
      { field: 'role', before: 'supplier', after: 'both' },
    ]);
    expect(changedFields(FIELDS, STORED, { ...STORED })).toEqual([]);
  });

  it('reads only the mapped fields of a file row', () => {
    const record = { Company: ' Ah Huat ', Tel: '' };
    const mapping = { name: 'Company', phones: 'Tel', notes: null };
    expect(mappedCells(FIELDS, mapping, (key) => cell(record, mapping, key))).toEqual({
      name: 'Ah Huat',
      phones: '',
    });
  });
});

const CONTACT: ContactRecord = {
  id: 'K26A00001',
  role: 'supplier',
  name: 'Ah Huat Hardware',
  uen: '53143018M',
  uenWarning: null,
  gstNumber: '',
  contactPerson: 'Mr Tan',
  emails: ['accounts@ahhuat.sg'],
  phones: ['+65 6123 4567'],
  billingAddress: {
    id: 'A26A00001',
    line1: '21 Tampines Street 92',
    line2: '',
    postalCode: '528891',
    country: 'Singapore',
  },
  deliveryAddress: null,
  paymentTermsDays: 30,
  currency: 'SGD',
  notes: 'Pays late',
  tags: ['hardware'],
  archived: false,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
};

const overContact = (file: Record<string, string>, clearBlanks = false) =>
  rowOverRecord({
    fields: CONTACT_CSV_FIELDS,
    stored: contactCells(CONTACT),
    file,
    clearBlanks,
    fromCsv: contactFromCsv,
    cellsOf: (row) => contactCells(contactOfRow(row)),
  });

describe('a contact row over the contact it matched', () => {
  it('changes only what the file says, and a blank required name is no problem', () => {
    const outcome = overContact({ uen: '53143018m', name: '', phones: '+65 6111 2222', notes: '' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.changes).toEqual([
      { field: 'phones', before: '+65 6123 4567', after: '+65 6111 2222' },
    ]);
    expect(outcome.kept).toEqual(['name', 'notes']);
    expect(outcome.value.contact).toMatchObject({
      name: 'Ah Huat Hardware',
      notes: 'Pays late',
      role: 'supplier',
      billingAddress: { line1: '21 Tampines Street 92', postalCode: '528891' },
    });
  });

  it('keeps a GST number as typed, and the same number without its hyphens is no change', () => {
    const stored = { ...CONTACT, gstNumber: 'M2-1234567-8' };
    const over = (gstNumber: string) =>
      rowOverRecord({
        fields: CONTACT_CSV_FIELDS,
        stored: contactCells(stored),
        file: { gstNumber },
        clearBlanks: false,
        fromCsv: contactFromCsv,
        cellsOf: (row) => contactCells(contactOfRow(row)),
      });
    const same = over('m2 1234567 8');
    expect(same.ok && same.changes).toEqual([]);
    expect(same.ok && same.value.contact.gstNumber).toBe('M2-1234567-8');
    const other = over('M2-1234567-9');
    expect(other.ok && other.changes).toEqual([
      { field: 'gstNumber', before: 'M2-1234567-8', after: 'M2-1234567-9' },
    ]);
  });

  it('clears blanks when asked, a whole address included, and says a name is kept', () => {
    const outcome = overContact(
      {
        name: '',
        phones: '',
        billingLine1: '',
        billingLine2: '',
        billingPostalCode: '',
        billingCountry: '',
        paymentTermsDays: '',
      },
      true,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.changes.map((change) => [change.field, change.after])).toEqual([
      ['phones', ''],
      ['billingLine1', ''],
      ['billingPostalCode', ''],
      ['billingCountry', ''],
      ['paymentTermsDays', ''],
    ]);
    expect(outcome.value.contact.billingAddress).toBeNull();
    expect(outcome.warnings).toEqual([
      { field: 'name', message: 'Name cannot be cleared: the stored value is kept' },
    ]);
  });

  it('is rejected when the merged contact breaks a rule, naming the field', () => {
    const outcome = overContact({ uen: '53143018M', billingLine1: '' }, true);
    expect(outcome).toEqual({
      ok: false,
      problems: [{ field: 'billingLine1', message: 'Address line 1 cannot be empty' }],
    });
  });

  it('reads a row’s identity from its cells the way the checked contact has it', () => {
    expect(contactIdentityOfCells({ uen: ' 53143018m ', name: 'X' })).toBe('uen:53143018M');
    expect(contactIdentityOfCells({ emails: 'Accounts@AhHuat.sg; b@x.sg', name: 'X' })).toBe(
      'email:accounts@ahhuat.sg',
    );
    expect(contactIdentityOfCells({ name: ' Ah Huat ' })).toBe('name:ah huat');
  });

  it('lists nothing when the export of the contact is imported over it', () => {
    const outcome = overContact(contactCells(CONTACT), true);
    expect(outcome.ok && outcome.changes).toEqual([]);
  });
});

const PRODUCT: ProductRecord = {
  id: 'G26A00001',
  type: 'product',
  code: 'HW-1',
  name: 'Hinge',
  description: 'Brass, 3 inch',
  unit: 'pc',
  sellingPrice: '1.20',
  cost: '0.0125',
  taxCode: 'SR',
  active: true,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
};

const overProduct = (file: Record<string, string>, clearBlanks = false) =>
  rowOverRecord({
    fields: PRODUCT_CSV_FIELDS,
    stored: productCells(PRODUCT),
    file,
    clearBlanks,
    keep: ['code'],
    fromCsv: productFromCsv,
    cellsOf: productCells,
  });

describe('a product row over the product it matched', () => {
  it('keeps the stored code’s spelling, and a price written another way is no change', () => {
    const outcome = overProduct({ code: 'hw-1', name: 'Hinge', sellingPrice: 'S$1.2000' });
    expect(outcome.ok && outcome.changes).toEqual([]);
    expect(productIdentityOfCells({ code: 'hw-1' })).toBe(productIdentityOfCells({ code: 'HW-1' }));
  });

  it('clears a description and the cost (to 0.00) but keeps a blank name, price and tax code', () => {
    const outcome = overProduct(
      { code: 'HW-1', name: '', sellingPrice: '', description: '', cost: '', taxCode: '' },
      true,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.changes).toEqual([
      { field: 'description', before: 'Brass, 3 inch', after: '' },
      { field: 'cost', before: '0.0125', after: '0.00' },
    ]);
    expect(outcome.warnings.map((warning) => warning.field)).toEqual([
      'name',
      'sellingPrice',
      'taxCode',
    ]);
  });

  it('keeps everything a blank cell leaves when not asked to clear', () => {
    const outcome = overProduct({ code: 'HW-1', name: '', sellingPrice: '1.30', cost: '' });
    expect(outcome.ok && outcome.changes).toEqual([
      { field: 'sellingPrice', before: '1.20', after: '1.30' },
    ]);
    expect(outcome.ok && outcome.kept).toEqual(['name', 'cost']);
  });
});

describe('the change list of a report', () => {
  it('lists up to its cap and counts everything', () => {
    const list = new ChangeList(3);
    list.addChanges(2, [
      { field: 'a', before: '1', after: '2' },
      { field: 'b', before: '', after: 'x' },
    ]);
    list.addChanges(3, [
      { field: 'a', before: '1', after: '3' },
      { field: 'b', before: 'x', after: '' },
    ]);
    list.addKept(3, ['c'], { c: 'kept' });
    expect(list.report).toEqual({
      changes: [
        { row: 2, field: 'a', before: '1', after: '2' },
        { row: 2, field: 'b', before: '', after: 'x' },
        { row: 3, field: 'a', before: '1', after: '3' },
      ],
      changesTotal: 4,
      keptBlanks: [{ row: 3, field: 'c', value: 'kept' }],
      keptBlanksTotal: 1,
    });
  });
});
