import { answerOf, api } from '../../../lib/api/client.ts';
import type { Claims, SetClaimsRequest } from './types.ts';

/** `POST /api/claims`: set a user's levels in a company; answers with the new claims. */
export function setClaims(body: SetClaimsRequest): Promise<Claims> {
  return answerOf(api.POST('/api/claims', { body }), 'Could not set your access levels');
}
