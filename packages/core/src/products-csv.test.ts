import { describe, expect, it } from 'vitest';
import { createProductSchema } from './products.ts';
import { productFromCsv, productIdentity } from './products-csv.ts';
import { parseTaxCode } from './tax-codes.ts';

const mapping = {
  code: 'Code',
  name: 'Name',
  sellingPrice: 'Price',
  taxCode: 'GST',
  type: 'Type',
  active: 'Active',
  cost: 'Cost',
};

describe('a product from a CSV row', () => {
  it('reads prices, tax codes by code or label, types and the active flag', () => {
    const outcome = productFromCsv(
      {
        Code: 'SV-1',
        Name: 'Delivery',
        Price: 'S$1,250.5',
        GST: 'zero-rated',
        Type: 'Service',
        Active: 'no',
        Cost: '',
      },
      mapping,
    );
    expect(outcome).toEqual({
      ok: true,
      warnings: [],
      value: {
        type: 'service',
        code: 'SV-1',
        name: 'Delivery',
        description: '',
        unit: '',
        sellingPrice: '1250.50',
        cost: '0.00',
        taxCode: 'ZR',
        active: false,
      },
    });
  });

  it('reports the field of each problem', () => {
    const outcome = productFromCsv(
      { Code: '', Name: 'X', Price: '-3', GST: 'GST 20%', Type: 'thing', Active: 'hm', Cost: '' },
      mapping,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => p.field).sort()).toEqual([
      'active',
      'code',
      'sellingPrice',
      'taxCode',
      'type',
    ]);
  });

  it('is known by its code, whatever the case', () => {
    expect(productIdentity({ code: 'Hw-01' })).toBe(productIdentity({ code: 'HW-01' }));
  });
});

describe('product prices and tax codes', () => {
  it('keeps prices exact with at least 2 and at most 4 decimals', () => {
    const price = (sellingPrice: string) =>
      createProductSchema.safeParse({ code: 'A', name: 'A', sellingPrice });
    expect(price('12').data?.sellingPrice).toBe('12.00');
    expect(price('0.0125').data?.sellingPrice).toBe('0.0125');
    expect(price('0.12345').success).toBe(false);
    expect(price('-1').success).toBe(false);
    expect(price('1e3').success).toBe(false);
  });

  it('reads tax codes from their codes and labels', () => {
    expect(['SR', 'sr', 'GST standard-rated', 'standard-rated'].map(parseTaxCode)).toEqual([
      'SR',
      'SR',
      'SR',
      'SR',
    ]);
    expect(parseTaxCode('Out of scope')).toBe('OS');
    expect(parseTaxCode('exempt')).toBe('ES');
    expect(parseTaxCode('20%')).toBeUndefined();
  });
});
