import { describe, expect, it } from 'vitest';
import {
  PRODUCT_LIST_DEFAULTS,
  productListApiQuery,
  productListFiltered,
  productListFromParams,
  productListToParams,
} from './product-list-params.ts';

describe('productListFromParams', () => {
  it('gives the defaults for a plain address', () => {
    expect(productListFromParams(new URLSearchParams())).toEqual(PRODUCT_LIST_DEFAULTS);
  });

  it('reads every filter, the sort and the page, ignoring unknown values', () => {
    expect(
      productListFromParams(
        new URLSearchParams('q=bolt&type=service&taxCode=ZR&active=all&sort=-sellingPrice&page=4'),
      ),
    ).toEqual({
      q: 'bolt',
      type: 'service',
      taxCode: 'ZR',
      active: 'all',
      sort: '-sellingPrice',
      page: 4,
    });
    expect(
      productListFromParams(new URLSearchParams('type=gift&taxCode=XX&active=no&sort=colour')),
    ).toEqual(PRODUCT_LIST_DEFAULTS);
  });
});

describe('productListToParams', () => {
  it('leaves the defaults out and round-trips', () => {
    expect(productListToParams(PRODUCT_LIST_DEFAULTS).toString()).toBe('');
    const state = { ...PRODUCT_LIST_DEFAULTS, taxCode: 'ES' as const, active: 'false' as const };
    const params = productListToParams(state);
    expect(params.toString()).toBe('taxCode=ES&active=false');
    expect(productListFromParams(params)).toEqual(state);
  });
});

describe('productListApiQuery', () => {
  it('asks for a page of 50, or every row for the export', () => {
    const state = { ...PRODUCT_LIST_DEFAULTS, type: 'product' as const, sort: '-name' as const };
    expect(productListApiQuery(state)).toStrictEqual({
      type: 'product',
      active: 'true',
      sort: '-name',
      page: 1,
      pageSize: 50,
    });
    expect(productListApiQuery(state, { export: true })).toStrictEqual({
      type: 'product',
      active: 'true',
      sort: '-name',
    });
  });
});

describe('productListFiltered', () => {
  const d = PRODUCT_LIST_DEFAULTS;

  it('is false for the defaults, whatever the sort and page', () => {
    expect(productListFiltered({ ...d, sort: '-code', page: 3 })).toBe(false);
  });

  it('is true once a search or any filter is set', () => {
    expect(productListFiltered({ ...d, q: 'bolt' })).toBe(true);
    expect(productListFiltered({ ...d, type: 'service' })).toBe(true);
    expect(productListFiltered({ ...d, taxCode: 'ZR' })).toBe(true);
    expect(productListFiltered({ ...d, active: 'all' })).toBe(true);
  });
});
