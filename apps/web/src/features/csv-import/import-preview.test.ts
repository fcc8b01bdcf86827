import {
  CONTACT_CSV_FIELDS,
  contactFromCsv,
  contactIdentity,
  describeContactIdentity,
} from '@kira/core/contacts-csv';
import { guessMapping } from '@kira/core/csv-import';
import {
  describeProductIdentity,
  PRODUCT_CSV_FIELDS,
  productFromCsv,
  productIdentity,
} from '@kira/core/products-csv';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-file.ts';
import { previewImport } from './import-preview.ts';

const contactReader = {
  fromCsv: contactFromCsv,
  identityOf: (value: { contact: Parameters<typeof contactIdentity>[0] }) =>
    contactIdentity(value.contact),
  describeIdentity: describeContactIdentity,
};

describe('previewImport', () => {
  const file = parseCsv(
    [
      'Company,Email,Type,Postal code,Address',
      'Tan Trading,accounts@tan.sg,customer,079903,10 Anson Road',
      ',nobody@x.sg,customer,,',
      'Lim Supplies,sales@lim.sg,supplier,123,1 Raffles Place',
      'Tan Trading again,ACCOUNTS@tan.sg,customer,,',
    ].join('\n'),
  );
  const mapping = guessMapping(CONTACT_CSV_FIELDS, file.headers);

  it('checks every row and counts the ones the import would reject, with why', () => {
    const preview = previewImport(file.records, mapping, contactReader);
    expect(preview.total).toBe(4);
    expect(preview.rejectedRows).toBe(3);
    expect(preview.rejected).toEqual([
      { row: 3, field: 'name', message: 'Name cannot be empty' },
      { row: 4, field: 'billingPostalCode', message: expect.stringMatching(/6 digits/) },
      { row: 5, field: null, message: 'Same e-mail accounts@tan.sg as row 2' },
    ]);
    expect(preview.sample.map((row) => row.ok)).toEqual([true, false, false, false]);
  });

  it('keeps only the first rows as a sample', () => {
    expect(previewImport(file.records, mapping, contactReader, 2).sample).toHaveLength(2);
  });

  it('reads products by the same rules', () => {
    const products = parseCsv('SKU,Item name,Price,GST\nA1,Apple,1.20,SR\nA1,Apple again,x,ZZ\n');
    const preview = previewImport(
      products.records,
      guessMapping(PRODUCT_CSV_FIELDS, products.headers),
      {
        fromCsv: productFromCsv,
        identityOf: productIdentity,
        describeIdentity: describeProductIdentity,
      },
    );
    expect(preview.rejectedRows).toBe(1);
    expect(preview.rejected.map((problem) => problem.field).sort()).toEqual([
      'sellingPrice',
      'taxCode',
    ]);
  });
});
