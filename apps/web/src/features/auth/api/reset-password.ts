import { type ApiSchemas, answerOf, api } from '../../../lib/api/client.ts';

/** Sets a new password with the token from the mailed link (single use, short-lived). */
export async function resetPassword(body: ApiSchemas['ResetPasswordRequest']): Promise<void> {
  await answerOf(api.POST('/api/auth/reset-password', { body }), 'Could not set the new password');
}
