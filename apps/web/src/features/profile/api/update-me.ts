import type { Me, UpdateMe } from '@kira/core/me';
import { answerOf, api } from '../../../lib/api/client.ts';

/** `PATCH /api/me`: change your display name or title; answers like `GET /api/me`. */
export function updateMe(body: UpdateMe): Promise<Me> {
  return answerOf(api.PATCH('/api/me', { body }), 'Could not save your profile');
}
