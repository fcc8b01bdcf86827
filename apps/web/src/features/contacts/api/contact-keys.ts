import type { ContactListState } from '../contact-list-params.ts';

/** The react-query keys of contacts, per company; `all` covers every list, tag set and contact. */
export const contactKeys = {
  all: (tenantId: string | undefined) => ['contacts', tenantId] as const,
  lists: (tenantId: string | undefined) => ['contacts', tenantId, 'list'] as const,
  list: (tenantId: string | undefined, state: ContactListState) =>
    ['contacts', tenantId, 'list', state] as const,
  tags: (tenantId: string | undefined) => ['contacts', tenantId, 'tags'] as const,
  detail: (tenantId: string | undefined, id: string) =>
    ['contacts', tenantId, 'detail', id] as const,
};
