import type { Session } from '@kira/core/me';
import { requestJson } from '../../../lib/api/request.ts';
import type { Me } from './types.ts';

/**
 * `GET /api/session`: who is signed in, with profile, claims and company; null when nobody is.
 * A signed-out visitor is normal, so the server answers them 200 `{ me: null }`, not 401: the
 * browser's console stays free of errors on every signed-out visit.
 */
export async function getMe(): Promise<Me | null> {
  const { me } = await requestJson<Session>(
    'GET',
    '/api/session',
    undefined,
    'Could not load your account',
  );
  return me;
}
