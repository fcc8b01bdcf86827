import type { ActiveCompany } from '@kira/core/companies-api';
import { requestJson } from '../../../lib/api/request.ts';

/** `POST /api/companies/{tenantId}/switch`: makes another of your companies the active one. */
export function switchCompany(tenantId: string): Promise<ActiveCompany> {
  return requestJson<ActiveCompany>(
    'POST',
    `/api/companies/${encodeURIComponent(tenantId)}/switch`,
    {},
    'Could not switch company',
  );
}
