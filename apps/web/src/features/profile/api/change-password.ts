import { type ApiSchemas, answerOf, api } from '../../../lib/api/client.ts';

/** The current password and the new one (the server always ends the other sessions). */
export type ChangePasswordBody = Omit<ApiSchemas['ChangePasswordRequest'], 'revokeOtherSessions'>;

/** Changes the password and signs out every other session of this user. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await answerOf(
    api.POST('/api/auth/change-password', { body: { ...body, revokeOtherSessions: true } }),
    'Could not change your password',
  );
}
