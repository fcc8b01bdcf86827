import type { Me } from '@kira/core/me';
import { answerOf, api } from '../../../lib/api/client.ts';

export interface UpdateMeBody {
  displayName?: string;
  title?: string;
}

/** `PATCH /api/me`: change your display name or title; answers like `GET /api/me`. */
export function updateMe(body: UpdateMeBody): Promise<Me> {
  return answerOf(api.PATCH('/api/me', { body }), 'Could not save your profile');
}
