import { describe, expect, it } from 'vitest';
import { lineFromProduct, productLabel } from './line-from-product.ts';

const kopi = {
  id: 'p1',
  code: 'KOPI-1KG',
  name: 'Kopi beans, 1 kg',
  description: 'Robusta, dark roast',
  unit: 'bag',
  sellingPrice: '28.5',
  taxCode: 'SR' as const,
};

describe('lineFromProduct', () => {
  it('writes the name, and the description under it', () => {
    expect(lineFromProduct(kopi)).toEqual({
      productId: 'p1',
      description: 'Kopi beans, 1 kg\nRobusta, dark roast',
      unit: 'bag',
      unitPrice: '28.50',
      taxCode: 'SR',
    });
  });

  it('writes the name alone when the product has no description', () => {
    expect(lineFromProduct({ ...kopi, description: '  ' }).description).toBe('Kopi beans, 1 kg');
  });
});

describe('productLabel', () => {
  it('is the code and the name', () => {
    expect(productLabel(kopi)).toBe('KOPI-1KG · Kopi beans, 1 kg');
  });
});
