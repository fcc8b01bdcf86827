/**
 * `GET /api/company/export` answers the active company as a ZIP (`kira-company-<date>.zip`):
 * the browser follows it as a download, so a large archive streams to disk, not into memory.
 */
export const COMPANY_EXPORT_URL = '/api/company/export';
