import { answerOf, api } from '../../../lib/api/client.ts';

export interface ResetPasswordBody {
  newPassword: string;
  token: string;
}

/** Sets a new password with the token from the mailed link (single use, short-lived). */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await answerOf(api.POST('/api/auth/reset-password', { body }), 'Could not set the new password');
}
