import { mailDelayedMessage } from '@kira/core/mail-notice';
import { requestJson } from '../../../lib/api/request.ts';

/**
 * Mails a reset link to `email` if it has an account (the answer never says whether it does).
 * The link opens `/reset-password?token=...`. Answers the server's notice when delivery is
 * failing and the mail will be late (docs/mail.md).
 */
export async function requestPasswordReset(
  email: string,
): Promise<{ delayed: string | undefined }> {
  const answer = await requestJson<unknown>(
    'POST',
    '/api/auth/request-password-reset',
    { email, redirectTo: '/reset-password' },
    'Could not send the password reset e-mail',
  );
  return { delayed: mailDelayedMessage(answer) };
}
