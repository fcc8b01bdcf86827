import { mailDelayedMessage } from '@kira/core/mail-notice';
import { answerOf, api } from '../../../lib/api/client.ts';

/**
 * Mails a reset link to `email` if it has an account (the answer never says whether it does).
 * The link opens `/reset-password?token=...`. Answers the server's notice when delivery is
 * failing and the mail will be late (docs/mail.md).
 */
export async function requestPasswordReset(
  email: string,
): Promise<{ delayed: string | undefined }> {
  const answer = await answerOf(
    api.POST('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    }),
    'Could not send the password reset e-mail',
  );
  return { delayed: mailDelayedMessage(answer) };
}
