import type { Product } from '@kira/core/products';
import { describe, expect, it } from 'vitest';
import {
  emptyProductDraft,
  newProductBody,
  productDraftOf,
  productPatchBody,
} from './product-draft.ts';

const product: Product = {
  id: 'G1',
  type: 'product',
  code: 'BOLT-10',
  name: 'Hex bolt M10',
  description: '',
  unit: 'pc',
  sellingPrice: '0.1250',
  cost: '0.0500',
  taxCode: 'SR',
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  abilities: { edit: true, archive: true, delete: true },
};

describe('newProductBody', () => {
  it('accepts code, name and price, with the defaults for the rest', () => {
    const checked = newProductBody({
      ...emptyProductDraft(),
      code: 'SVC-1',
      name: 'Installation',
      sellingPrice: '1,200.5',
    });
    expect(checked).toEqual({
      ok: true,
      body: expect.objectContaining({ sellingPrice: '1200.50', cost: '0.00', taxCode: 'SR' }),
    });
  });

  it('names the wrong fields', () => {
    const checked = newProductBody({ ...emptyProductDraft(), sellingPrice: '-1', cost: 'abc' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(Object.keys(checked.errors).sort()).toEqual(['code', 'cost', 'name', 'sellingPrice']);
    }
  });
});

describe('productPatchBody', () => {
  it('treats the same amount written differently as unchanged', () => {
    const draft = { ...productDraftOf(product), sellingPrice: '0.125' };
    expect(productPatchBody(product, draft)).toEqual({ ok: true, body: null });
  });

  it('sends only the changed fields', () => {
    const draft = {
      ...productDraftOf(product),
      name: 'Hex bolt M10 (zinc)',
      taxCode: 'ZR' as const,
    };
    expect(productPatchBody(product, draft)).toEqual({
      ok: true,
      body: { name: 'Hex bolt M10 (zinc)', taxCode: 'ZR' },
    });
  });
});
