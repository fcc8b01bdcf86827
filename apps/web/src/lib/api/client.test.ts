import { describe, expect, it } from 'vitest';
import { apiLink } from './client.ts';

describe('apiLink', () => {
  it('writes the query as the client does, leaving out what is not set', () => {
    expect(
      apiLink('/api/contacts/export.csv', {
        q: 'tan & co',
        role: undefined,
        archived: 'false',
        sort: '-name',
      }),
    ).toBe('/api/contacts/export.csv?q=tan%20%26%20co&archived=false&sort=-name');
  });

  it('is the bare path when nothing is asked', () => {
    expect(apiLink('/api/products/export.csv', {})).toBe('/api/products/export.csv');
  });
});
