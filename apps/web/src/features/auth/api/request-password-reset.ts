import { requestJson } from '../../../lib/api/request.ts';

/**
 * Mails a reset link to `email` if it has an account (the answer never says whether it does).
 * The link opens `/reset-password?token=...`.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestJson<unknown>(
    'POST',
    '/api/auth/request-password-reset',
    { email, redirectTo: '/reset-password' },
    'Could not send the password reset e-mail',
  );
}
