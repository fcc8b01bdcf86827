import { describe, expect, it } from 'vitest';
import { productTypeLabel, TAX_CODE_OPTIONS, taxCodeLabel } from './product-labels.ts';

describe('product labels', () => {
  it('names tax codes and types from the shared lists', () => {
    expect(taxCodeLabel('ZR')).toBe('GST zero-rated');
    expect(taxCodeLabel('XX')).toBe('XX');
    expect(productTypeLabel('service')).toBe('Service');
    expect(TAX_CODE_OPTIONS[0]).toEqual({ value: 'SR', label: 'SR · GST standard-rated' });
  });
});
