import { requestJson } from '../../../lib/api/request.ts';
import type { Me } from './types.ts';

export interface UpdateMeBody {
  displayName?: string;
  title?: string;
}

/** `PATCH /api/me`: change your display name or title; answers like `GET /api/me`. */
export function updateMe(body: UpdateMeBody): Promise<Me> {
  return requestJson<Me>('PATCH', '/api/me', body, 'Could not save your profile');
}
