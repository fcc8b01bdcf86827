import { mailDelayedMessage } from '@kira/core/mail-notice';
import { answerOf, api } from '../../../lib/api/client.ts';

/**
 * Mails a fresh verification link to `email`; following it lands on the dashboard. Answers the
 * server's notice when delivery is failing and the mail will be late (docs/mail.md).
 */
export async function sendVerificationEmail(
  email: string,
): Promise<{ delayed: string | undefined }> {
  const answer = await answerOf(
    api.POST('/api/auth/send-verification-email', {
      body: { email, callbackURL: '/dashboard' },
    }),
    'Could not send the verification e-mail',
  );
  return { delayed: mailDelayedMessage(answer) };
}
