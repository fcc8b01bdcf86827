import type { GetQuery } from '../../lib/api/client.ts';

/** The filters of the audit log screen; an empty string means "any". */
export interface AuditFilters {
  entity: string;
  action: string;
  userUid: string;
  /** YYYY-MM-DD, Singapore days, both ends included. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  entity: '',
  action: '',
  userUid: '',
  from: '',
  to: '',
};

export const AUDIT_PAGE_SIZE = 50;

/** The query of `GET /api/audit`, as the API document types it. */
export type AuditApiQuery = GetQuery<'/api/audit'>;

/** The query of `GET /api/audit`: only the filters that are set, then limit and cursor. */
export function auditApiQuery(filters: AuditFilters, cursor?: string): AuditApiQuery {
  const query: AuditApiQuery = {};
  for (const name of ['entity', 'action', 'userUid', 'from', 'to'] as const) {
    const value = filters[name].trim();
    if (value !== '') query[name] = value;
  }
  query.limit = AUDIT_PAGE_SIZE;
  if (cursor) query.cursor = cursor;
  return query;
}
