import type { ActiveCompany } from '@kira/core/companies-api';
import { requestJson } from '../../../lib/api/request.ts';

/**
 * `POST /api/invitations/{token}/accept`, signed in with the invited address: joins the company
 * with the invited levels and title, makes it the active company, and verifies the address.
 */
export function acceptInvitation(token: string): Promise<ActiveCompany> {
  return requestJson<ActiveCompany>(
    'POST',
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    {},
    'Could not accept the invitation',
  );
}
