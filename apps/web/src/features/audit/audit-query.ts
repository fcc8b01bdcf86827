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

/** The query string of `GET /api/audit`: only the filters that are set, then limit and cursor. */
export function auditQueryString(filters: AuditFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const name of ['entity', 'action', 'userUid', 'from', 'to'] as const) {
    const value = filters[name].trim();
    if (value !== '') params.set(name, value);
  }
  params.set('limit', String(AUDIT_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
