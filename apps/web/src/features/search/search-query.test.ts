import { describe, expect, it } from 'vitest';
import { validateSearchQuery } from './search-query.ts';

describe('validateSearchQuery (seed section 5)', () => {
  it('ignores an empty or whitespace-only query', () => {
    for (const raw of ['', ' ', '   ', '\t\n ']) {
      expect(validateSearchQuery(raw)).toEqual({ kind: 'ignore' });
    }
  });

  it('rejects fewer than 4 characters once trimmed', () => {
    for (const raw of ['a', 'inv', '  inv  ', '😀😀😀']) {
      expect(validateSearchQuery(raw)).toEqual({ kind: 'too-short' });
    }
  });

  it('navigates with the trimmed, URL-encoded query from 4 characters', () => {
    expect(validateSearchQuery('invo')).toEqual({ kind: 'go', path: '/search?q=invo' });
    expect(validateSearchQuery('  tan & co ')).toEqual({
      kind: 'go',
      path: '/search?q=tan%20%26%20co',
    });
    expect(validateSearchQuery('INV-0001/2026?#')).toEqual({
      kind: 'go',
      path: '/search?q=INV-0001%2F2026%3F%23',
    });
    expect(validateSearchQuery('陈记咖啡')).toEqual({
      kind: 'go',
      path: `/search?q=${encodeURIComponent('陈记咖啡')}`,
    });
  });
});
