import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  STATUSES_OF,
} from '@kira/core/document-lifecycle';
import { DOCUMENT_SORT_FIELDS, type DocumentSortField } from '@kira/core/documents';
import { DEFAULT_PAGE_SIZE } from '@kira/core/listing';
import { EXPENSE_CATEGORY_VALUES, type ExpenseCategory } from '@kira/core/option-lists';
import type { GetQuery } from '../../lib/api/client.ts';
import { compactParams, oneOf, pageFrom } from '../../lib/listing/search-params.ts';
import type { SortValue } from '../../lib/listing/sort-order.ts';

export type DocumentSort = SortValue<DocumentSortField>;
/** `overdue` for invoices, `expired` for quotations: the documents past their date. */
export type LatenessFilter = 'all' | 'late' | 'onTime';

/** What the documents list shows: kept in the address, so back, forward and reload keep it. */
export interface DocumentListState {
  kind: DocumentKind;
  /** Documents in any of these statuses; none: any status. In the address: `status=a,b`. */
  statuses: readonly DocumentStatus[];
  late: LatenessFilter;
  /** Expenses of this category; empty: any. */
  category: ExpenseCategory | '';
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
  statuses: [],
  late: 'all',
  category: '',
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
const CATEGORIES: readonly (ExpenseCategory | '')[] = ['', ...EXPENSE_CATEGORY_VALUES];
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
    state.statuses.length > 0 ||
    state.late !== 'all' ||
    state.category !== '' ||
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
  // The kind's own statuses among those asked, in the kind's order: a link's `issued,paid`.
  const asked = new Set((params.get('status') ?? '').split(','));
  return {
    kind,
    statuses: STATUSES_OF[kind].filter((status) => asked.has(status)),
    late: hasLateness(kind) ? oneOf(params, 'late', LATENESS, d.late) : 'all',
    category: kind === 'expense' ? oneOf(params, 'category', CATEGORIES, d.category) : '',
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
  const { kind, statuses, ...rest } = state;
  const { statuses: _none, ...defaults } = DOCUMENT_LIST_DEFAULTS;
  return compactParams(
    { kind, status: statuses.join(','), ...rest },
    { ...defaults, status: '', kind: '' },
  );
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
  if (state.statuses.length > 0) query.status = state.statuses.join(',');
  if (state.late !== 'all') query.overdue = state.late === 'late' ? 'true' : 'false';
  if (state.category !== '') query.category = state.category;
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
