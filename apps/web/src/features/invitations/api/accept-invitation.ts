import type { ActiveCompany } from '@kira/core/companies-api';
import { answerOf, api } from '../../../lib/api/client.ts';

/**
 * `POST /api/invitations/{token}/accept`, signed in with the invited address: joins the company
 * with the invited levels and title, makes it the active company, and verifies the address.
 */
export function acceptInvitation(token: string): Promise<ActiveCompany> {
  return answerOf(
    api.POST('/api/invitations/{token}/accept', { params: { path: { token } } }),
    'Could not accept the invitation',
  );
}
