import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIST_DEFAULTS,
  contactListApiQuery,
  contactListFiltered,
  contactListFromParams,
  contactListToParams,
} from './contact-list-params.ts';

describe('contactListFromParams', () => {
  it('gives the defaults for a plain address', () => {
    expect(contactListFromParams(new URLSearchParams())).toEqual(CONTACT_LIST_DEFAULTS);
  });

  it('reads every filter, the sort and the page', () => {
    const state = contactListFromParams(
      new URLSearchParams('q=tan&role=supplier&tag=VIP&archived=all&sort=-updatedAt&page=3'),
    );
    expect(state).toEqual({
      q: 'tan',
      role: 'supplier',
      tag: 'VIP',
      archived: 'all',
      sort: '-updatedAt',
      page: 3,
    });
  });

  it('ignores values the list does not know', () => {
    const state = contactListFromParams(
      new URLSearchParams('role=friend&archived=maybe&sort=-colour&page=zero'),
    );
    expect(state).toEqual(CONTACT_LIST_DEFAULTS);
  });
});

describe('contactListToParams', () => {
  it('leaves the defaults out and round-trips', () => {
    expect(contactListToParams(CONTACT_LIST_DEFAULTS).toString()).toBe('');
    const state = { ...CONTACT_LIST_DEFAULTS, q: 'lim', role: 'both' as const, page: 2 };
    const params = contactListToParams(state);
    expect(params.toString()).toBe('q=lim&role=both&page=2');
    expect(contactListFromParams(params)).toEqual(state);
  });
});

describe('contactListApiQuery', () => {
  const state = { ...CONTACT_LIST_DEFAULTS, q: '  tan ', tag: 'VIP', page: 2 };

  it('asks for one page of 50 with the filters that are set', () => {
    expect(contactListApiQuery(state)).toStrictEqual({
      q: 'tan',
      tag: 'VIP',
      archived: 'false',
      sort: 'name',
      page: 2,
      pageSize: 50,
    });
  });

  it('exports the same filters and sort without paging', () => {
    expect(contactListApiQuery({ ...state, role: 'customer' }, { export: true })).toStrictEqual({
      q: 'tan',
      role: 'customer',
      tag: 'VIP',
      archived: 'false',
      sort: 'name',
    });
  });
});

describe('contactListFiltered', () => {
  const d = CONTACT_LIST_DEFAULTS;

  it('is false for the defaults, whatever the sort and page', () => {
    expect(contactListFiltered({ ...d, sort: '-name', page: 3 })).toBe(false);
  });

  it('is true once a search or any filter is set', () => {
    expect(contactListFiltered({ ...d, q: 'tan' })).toBe(true);
    expect(contactListFiltered({ ...d, role: 'supplier' })).toBe(true);
    expect(contactListFiltered({ ...d, tag: 'VIP' })).toBe(true);
    expect(contactListFiltered({ ...d, archived: 'all' })).toBe(true);
  });
});
