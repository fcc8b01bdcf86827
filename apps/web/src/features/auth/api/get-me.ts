import { ApiError } from '../../../lib/api/api-error.ts';
import { requestJson } from '../../../lib/api/request.ts';
import type { Me } from './types.ts';

/** `GET /api/me`: who is signed in, with profile, claims and company; null when nobody is. */
export async function getMe(): Promise<Me | null> {
  try {
    return await requestJson<Me>('GET', '/api/me', undefined, 'Could not load your account');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
