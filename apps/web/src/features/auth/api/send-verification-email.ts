import { requestJson } from '../../../lib/api/request.ts';

/** Mails a fresh verification link to `email`; following it lands on the dashboard. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await requestJson<unknown>(
    'POST',
    '/api/auth/send-verification-email',
    { email, callbackURL: '/dashboard' },
    'Could not send the verification e-mail',
  );
}
