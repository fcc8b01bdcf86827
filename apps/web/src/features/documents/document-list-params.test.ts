import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LIST_DEFAULTS,
  documentListApiQuery,
  documentListFiltered,
  documentListFromParams,
  documentListToParams,
} from './document-list-params.ts';

describe('the documents list in the address', () => {
  it('reads what it knows and falls back for the rest', () => {
    const state = documentListFromParams(
      new URLSearchParams('kind=delivery&status=paid&late=late&from=2026-01-01&to=soon&page=3'),
    );
    // A delivery order is never paid, nor late; the date that is not one is dropped.
    expect(state).toEqual({
      ...DOCUMENT_LIST_DEFAULTS,
      kind: 'delivery',
      from: '2026-01-01',
      page: 3,
    });
    expect(documentListFromParams(new URLSearchParams('kind=quotation&late=late')).late).toBe(
      'late',
    );
    expect(documentListFromParams(new URLSearchParams('kind=letter')).kind).toBe('invoice');
  });

  it("keeps a product's filter (a product page's link) and asks the API for it", () => {
    const state = documentListFromParams(new URLSearchParams('kind=quotation&productId=P-1'));
    expect(state).toEqual({ ...DOCUMENT_LIST_DEFAULTS, kind: 'quotation', productId: 'P-1' });
    expect(documentListFiltered(state)).toBe(true);
    expect(documentListToParams(state).toString()).toBe('kind=quotation&productId=P-1');
    expect(documentListApiQuery(state, { every: true })).toEqual({
      kind: 'quotation',
      productId: 'P-1',
    });
  });

  it('writes a plain address for a plain list, and keeps the kind', () => {
    expect(documentListToParams(DOCUMENT_LIST_DEFAULTS).toString()).toBe('kind=invoice');
    const state = { ...DOCUMENT_LIST_DEFAULTS, statuses: ['paid' as const], q: 'lim' };
    expect(documentListFromParams(documentListToParams(state))).toEqual(state);
    expect(documentListFiltered(state)).toBe(true);
    expect(documentListFiltered(DOCUMENT_LIST_DEFAULTS)).toBe(false);
  });

  it('asks the API for a page, or for every row without paging', () => {
    const state = { ...DOCUMENT_LIST_DEFAULTS, late: 'late' as const, q: '  lim ' };
    expect(documentListApiQuery(state)).toEqual({
      kind: 'invoice',
      overdue: 'true',
      q: 'lim',
      sort: '-issueDate',
      page: 1,
      pageSize: 50,
    });
    expect(documentListApiQuery(state, { every: true })).toEqual({
      kind: 'invoice',
      overdue: 'true',
      q: 'lim',
    });
  });

  it("keeps several statuses, in the kind's order, and an expense category (the dashboard's links)", () => {
    const state = documentListFromParams(
      new URLSearchParams('kind=invoice&status=partially_paid,issued,delivered&late=late'),
    );
    expect(state.statuses).toEqual(['issued', 'partially_paid']);
    expect(documentListApiQuery(state, { every: true })).toEqual({
      kind: 'invoice',
      status: 'issued,partially_paid',
      overdue: 'true',
    });
    expect(documentListFromParams(documentListToParams(state))).toEqual(state);
    const expenses = documentListFromParams(
      new URLSearchParams('kind=expense&status=issued&category=rental'),
    );
    expect(expenses).toMatchObject({ statuses: ['issued'], category: 'rental' });
    expect(documentListApiQuery(expenses, { every: true })).toEqual({
      kind: 'expense',
      status: 'issued',
      category: 'rental',
    });
    // A category means nothing to another kind's list, nor does one that does not exist.
    expect(
      documentListFromParams(new URLSearchParams('kind=invoice&category=rental')).category,
    ).toBe('');
    expect(
      documentListFromParams(new URLSearchParams('kind=expense&category=yachts')).category,
    ).toBe('');
  });
});
