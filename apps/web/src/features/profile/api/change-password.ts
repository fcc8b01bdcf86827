import { requestJson } from '../../../lib/api/request.ts';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password and signs out every other session of this user. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await requestJson<unknown>(
    'POST',
    '/api/auth/change-password',
    { ...body, revokeOtherSessions: true },
    'Could not change your password',
  );
}
