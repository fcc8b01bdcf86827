import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  type DocumentKind,
  type DocumentStatus,
  STATUSES_OF,
} from '@kira/core/document-lifecycle';
import { DOCUMENT_SORT_FIELDS, type DocumentSortField } from '@kira/core/documents';
import { DEFAULT_PAGE_SIZE } from '@kira/core/listing';
import type { GetQuery } from '../../lib/api/client.ts';
import { compactParams, oneOf, pageFrom } from '../../lib/listing/search-params.ts';
import type { SortValue } from '../../lib/listing/sort-order.ts';

export type DocumentSort = SortValue<DocumentSortField>;
export type StatusFilter = 'all' | DocumentStatus;
/** `overdue` for invoices, `expired` for quotations: the documents past their date. */
export type LatenessFilter = 'all' | 'late' | 'onTime';

/** What the documents list shows: kept in the address, so back, forward and reload keep it. */
export interface DocumentListState {
  kind: DocumentKind;
  status: StatusFilter;
  late: LatenessFilter;
  contactId: string;
  /** Documents with a line of this product (a product page's "All ..." link). */
  productId: string;
  from: string;
  to: string;
  q: string;
  sort: DocumentSort;
  page: number;
}

export const DOCUMENT_LIST_DEFAULTS: DocumentListState = {
  kind: 'invoice',
  status: 'all',
  late: 'all',
  contactId: '',
  productId: '',
  from: '',
  to: '',
  q: '',
  sort: '-issueDate',
  page: 1,
};

export const DOCUMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const KINDS = DOCUMENT_KINDS.map((kind) => kind.value);
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...DOCUMENT_STATUSES];
const LATENESS: readonly LatenessFilter[] = ['all', 'late', 'onTime'];
const SORTS: readonly DocumentSort[] = DOCUMENT_SORT_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
]);
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a kind has documents that can be late: invoices (overdue), quotations (expired). */
export function hasLateness(kind: DocumentKind): boolean {
  return kind === 'invoice' || kind === 'quotation';
}

/** The statuses worth filtering a kind's list by. */
export function statusesOf(kind: DocumentKind): readonly DocumentStatus[] {
  return STATUSES_OF[kind];
}

/** Whether a search or filter narrows the list (kind, sort and page do not). */
export function documentListFiltered(state: DocumentListState): boolean {
  return (
    state.status !== 'all' ||
    state.late !== 'all' ||
    state.contactId !== '' ||
    state.productId !== '' ||
    state.from !== '' ||
    state.to !== '' ||
    state.q !== ''
  );
}

/** The list's state from its address; anything unknown falls back to the default. */
export function documentListFromParams(params: URLSearchParams): DocumentListState {
  const d = DOCUMENT_LIST_DEFAULTS;
  const kind = oneOf(params, 'kind', KINDS, d.kind);
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return PLAIN_DATE.test(value) ? value : '';
  };
  const status = oneOf(params, 'status', STATUS_FILTERS, d.status);
  return {
    kind,
    status: status === 'all' || STATUSES_OF[kind].includes(status) ? status : 'all',
    late: hasLateness(kind) ? oneOf(params, 'late', LATENESS, d.late) : 'all',
    contactId: (params.get('contactId') ?? '').slice(0, 40),
    productId: (params.get('productId') ?? '').slice(0, 40),
    from: date('from'),
    to: date('to'),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(params, 'sort', SORTS, d.sort),
    page: pageFrom(params),
  };
}

/** The address's parameters for a state, the defaults left out (the kind always kept). */
export function documentListToParams(state: DocumentListState): URLSearchParams {
  const params = compactParams({ ...state }, { ...DOCUMENT_LIST_DEFAULTS, kind: '' });
  return params;
}

export type DocumentListApiQuery = GetQuery<'/api/documents'>;

/**
 * The query of `GET /api/documents` (a page), or without paging for the sums and the CSV
 * export (`every`; the export keeps the list's order, `sorted`). Only the filters that are set
 * are sent.
 */
export function documentListApiQuery(
  state: DocumentListState,
  options: { every?: boolean; sorted?: boolean } = {},
): DocumentListApiQuery {
  const query: DocumentListApiQuery = { kind: state.kind };
  if (state.status !== 'all') query.status = state.status;
  if (state.late !== 'all') query.overdue = state.late === 'late' ? 'true' : 'false';
  if (state.contactId !== '') query.contactId = state.contactId;
  if (state.productId !== '') query.productId = state.productId;
  if (state.from !== '') query.from = state.from;
  if (state.to !== '') query.to = state.to;
  const q = state.q.trim();
  if (q !== '') query.q = q;
  if (!options.every || options.sorted) query.sort = state.sort;
  if (!options.every) {
    query.page = state.page;
    query.pageSize = DOCUMENTS_PAGE_SIZE;
  }
  return query;
}
