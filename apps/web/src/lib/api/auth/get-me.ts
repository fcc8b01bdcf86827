import type { Me } from '@kira/core/me';
import { answerOf, api } from '../client.ts';

/**
 * `GET /api/session`: who is signed in, with profile, claims and company; null when nobody is.
 * A signed-out visitor is normal, so the server answers them 200 `{ me: null }`, not 401: the
 * browser's console stays free of errors on every signed-out visit.
 */
export async function getMe(): Promise<Me | null> {
  const { me } = await answerOf(api.GET('/api/session'), 'Could not load your account');
  return me;
}
