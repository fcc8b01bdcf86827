import { describe, expect, it } from 'vitest';
import { CONTACT_CSV_FIELDS } from './contacts-csv.ts';
import { cell, duplicateRows, guessMapping, mappingProblems, parseYesNo } from './csv-import.ts';
import { PRODUCT_CSV_FIELDS } from './products-csv.ts';

describe('column mapping', () => {
  it('proposes each field the column named like it, loosely', () => {
    const mapping = guessMapping(CONTACT_CSV_FIELDS, [
      'Company Name',
      'e-mail',
      'TEL',
      'Postal Code',
      'Colour',
    ]);
    expect(mapping).toMatchObject({
      name: 'Company Name',
      emails: 'e-mail',
      phones: 'TEL',
      billingPostalCode: 'Postal Code',
      uen: null,
    });
    expect(guessMapping(PRODUCT_CSV_FIELDS, ['SKU', 'Item name', 'Unit Price'])).toMatchObject({
      code: 'SKU',
      name: 'Item name',
      sellingPrice: 'Unit Price',
    });
  });

  it('finds unknown fields, missing columns and unmapped required fields', () => {
    expect(
      mappingProblems(PRODUCT_CSV_FIELDS, { code: 'SKU', colour: 'X', name: 'Nope' }, ['SKU']),
    ).toEqual([
      'Kira has no field "colour" to import',
      'The file has no column "Nope"',
      'Choose the column for Selling price',
    ]);
  });
});

describe('cells', () => {
  it('takes off the apostrophe an export put before formula-like text, then trims', () => {
    const record = { Name: "'=SUM(A1)", Code: '-12.50', Note: " O'Brien " };
    const mapping = { name: 'Name', code: 'Code', note: 'Note', unit: null };
    expect(['name', 'code', 'note', 'unit'].map((key) => cell(record, mapping, key))).toEqual([
      '=SUM(A1)',
      '-12.50',
      "O'Brien",
      '',
    ]);
  });

  it('reads yes and no as spreadsheets write them', () => {
    expect(['yes', 'Y', 'TRUE', '1', 'active'].map(parseYesNo)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['no', 'n', 'False', '0', 'inactive'].map(parseYesNo)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(parseYesNo('maybe')).toBeUndefined();
  });
});

describe('duplicate rows', () => {
  it('rejects the later rows repeating an identity, naming the first', () => {
    const rows = [
      { row: 2, value: 'a' },
      { row: 3, value: 'b' },
      { row: 4, value: 'a' },
      { row: 5, value: 'a' },
    ];
    expect(
      duplicateRows(
        rows,
        (v) => [`code:${v}`],
        (key) => `code ${key.slice(5)}`,
      ),
    ).toEqual(
      new Map([
        [4, 'Same code a as row 2'],
        [5, 'Same code a as row 2'],
      ]),
    );
  });
});
