import {
  CONTACT_ROLE_FILTERS,
  CONTACT_SORT_FIELDS,
  type ContactSortField,
} from '@kira/core/contacts';
import { DEFAULT_PAGE_SIZE } from '@kira/core/listing';
import type { GetQuery } from '../../lib/api/client.ts';
import { compactParams, oneOf, pageFrom } from '../../lib/listing/search-params.ts';
import type { SortValue } from '../../lib/listing/sort-order.ts';

export type ContactRoleFilter = 'all' | (typeof CONTACT_ROLE_FILTERS)[number];
export type ArchivedFilter = 'false' | 'true' | 'all';
export type ContactSort = SortValue<ContactSortField>;

/** What the contact book shows: kept in the address, so back, forward and reload keep it. */
export interface ContactListState {
  q: string;
  role: ContactRoleFilter;
  tag: string;
  archived: ArchivedFilter;
  sort: ContactSort;
  page: number;
}

export const CONTACT_LIST_DEFAULTS: ContactListState = {
  q: '',
  role: 'all',
  tag: '',
  archived: 'false',
  sort: 'name',
  page: 1,
};

export const CONTACTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Whether a search or filter narrows the book (sort and page do not). */
export function contactListFiltered(state: ContactListState): boolean {
  const d = CONTACT_LIST_DEFAULTS;
  return (
    state.q !== '' || state.role !== d.role || state.tag !== '' || state.archived !== d.archived
  );
}

const ROLE_FILTERS: readonly ContactRoleFilter[] = ['all', ...CONTACT_ROLE_FILTERS];
const ARCHIVED_FILTERS: readonly ArchivedFilter[] = ['false', 'true', 'all'];
const SORTS: readonly ContactSort[] = CONTACT_SORT_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
]);

/** The contact book's state from its address; anything unknown falls back to the default. */
export function contactListFromParams(params: URLSearchParams): ContactListState {
  const d = CONTACT_LIST_DEFAULTS;
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(params, 'role', ROLE_FILTERS, d.role),
    tag: (params.get('tag') ?? '').slice(0, 40),
    archived: oneOf(params, 'archived', ARCHIVED_FILTERS, d.archived),
    sort: oneOf(params, 'sort', SORTS, d.sort),
    page: pageFrom(params),
  };
}

/** The address's parameters for a state, the defaults left out. */
export function contactListToParams(state: ContactListState): URLSearchParams {
  return compactParams({ ...state }, { ...CONTACT_LIST_DEFAULTS });
}

/** The query of `GET /api/contacts` (and of its CSV export), as the API document types it. */
export type ContactListApiQuery = GetQuery<'/api/contacts'>;

/**
 * The query of `GET /api/contacts` (a page of 50), or of its CSV export (`export`: the same
 * filters and sort, every row). Only the filters that are set are sent.
 */
export function contactListApiQuery(
  state: ContactListState,
  options: { export?: boolean } = {},
): ContactListApiQuery {
  const query: ContactListApiQuery = {};
  const q = state.q.trim();
  if (q !== '') query.q = q;
  if (state.role !== 'all') query.role = state.role;
  if (state.tag !== '') query.tag = state.tag;
  query.archived = state.archived;
  query.sort = state.sort;
  if (!options.export) {
    query.page = state.page;
    query.pageSize = CONTACTS_PAGE_SIZE;
  }
  return query;
}
