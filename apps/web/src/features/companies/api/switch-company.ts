import type { ActiveCompany } from '@kira/core/companies-api';
import { answerOf, api } from '../../../lib/api/client.ts';

/** `POST /api/companies/{tenantId}/switch`: makes another of your companies the active one. */
export function switchCompany(tenantId: string): Promise<ActiveCompany> {
  return answerOf(
    api.POST('/api/companies/{tenantId}/switch', { params: { path: { tenantId } } }),
    'Could not switch company',
  );
}
