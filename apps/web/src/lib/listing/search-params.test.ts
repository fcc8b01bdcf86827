import { describe, expect, it } from 'vitest';
import { compactParams, oneOf, pageFrom } from './search-params.ts';

describe('oneOf', () => {
  const params = new URLSearchParams('role=supplier&archived=maybe');

  it('takes an allowed value and falls back otherwise', () => {
    expect(oneOf(params, 'role', ['customer', 'supplier'], 'customer')).toBe('supplier');
    expect(oneOf(params, 'archived', ['true', 'false'], 'false')).toBe('false');
    expect(oneOf(params, 'missing', ['a', 'b'], 'a')).toBe('a');
  });
});

describe('pageFrom', () => {
  it('reads a positive whole page number, else 1', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', '']) {
      expect(pageFrom(new URLSearchParams(bad))).toBe(1);
    }
  });
});

describe('compactParams', () => {
  it('leaves out the defaults', () => {
    const params = compactParams(
      { q: '', page: 1, sort: '-name' },
      { q: '', page: 1, sort: 'name' },
    );
    expect(params.toString()).toBe('sort=-name');
  });
});
