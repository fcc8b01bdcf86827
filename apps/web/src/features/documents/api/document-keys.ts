import type { DocumentListState } from '../document-list-params.ts';

/** The react-query keys of documents, per company; `all` covers every list, sum and document. */
export const documentKeys = {
  all: (tenantId: string | undefined) => ['documents', tenantId] as const,
  lists: (tenantId: string | undefined) => ['documents', tenantId, 'list'] as const,
  list: (tenantId: string | undefined, state: DocumentListState) =>
    ['documents', tenantId, 'list', state] as const,
  sums: (tenantId: string | undefined, state: DocumentListState) =>
    ['documents', tenantId, 'list', 'sums', { ...state, page: 1, sort: '' }] as const,
  detail: (tenantId: string | undefined, id: string) =>
    ['documents', tenantId, 'detail', id] as const,
};
