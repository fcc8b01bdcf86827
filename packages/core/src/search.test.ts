import { describe, expect, it } from 'vitest';
import { FOUNDER_LEVELS } from './claims.ts';
import { accessWith } from './policies/access-for-tests.ts';
import { isSearchLongEnough, searchableBy, searchQuerySchema, searchWords } from './search.ts';

describe('search queries', () => {
  it('are trimmed, and need 4 characters as the user sees them', () => {
    expect(searchQuerySchema.parse({ q: '  ab ' }).q).toBe('ab');
    expect(isSearchLongEnough('ab')).toBe(false);
    expect(isSearchLongEnough('abcd')).toBe(true);
    // Two characters of four UTF-16 units each way: still two.
    expect(isSearchLongEnough('😀😀')).toBe(false);
    expect(isSearchLongEnough('陈氏贸易')).toBe(true);
  });

  it('highlight each word once, longest first, without the punctuation around it', () => {
    expect(searchWords('Tan  hardware, (TAN) inv-00012')).toEqual(['inv-00012', 'hardware', 'tan']);
    expect(searchWords(' -- ')).toEqual([]);
  });
});

describe('what a member finds', () => {
  it('is every kind, the contacts and the products for a founder', () => {
    const all = searchableBy(accessWith(FOUNDER_LEVELS));
    expect(all.documentKinds).toHaveLength(9);
    expect(all).toMatchObject({ contacts: true, products: true });
  });

  it('follows the lists’ policies, level by level', () => {
    expect(searchableBy(accessWith({ sales: 'read' }))).toEqual({
      documentKinds: ['service', 'quotation'],
      contacts: true,
      products: true,
    });
    expect(searchableBy(accessWith({ marketing: 'write' }))).toEqual({
      documentKinds: [],
      contacts: true,
      products: false,
    });
    expect(searchableBy(accessWith({ administrator: 'write', company: 'write' }))).toEqual({
      documentKinds: [],
      contacts: false,
      products: false,
    });
    expect(searchableBy(accessWith({ sales: 'read' }, { emailVerified: false }))).toEqual({
      documentKinds: [],
      contacts: false,
      products: false,
    });
  });
});
