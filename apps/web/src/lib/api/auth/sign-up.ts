import type { MailDelayed } from '@kira/core/mail-notice';
import { answerOf, api } from '../client.ts';
import type { ApiUser } from './api-user.ts';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  token?: string | null;
  user?: ApiUser | null;
  /** Present while mail delivery is failing: the verification mail will be late. */
  mail?: MailDelayed['mail'];
}

/**
 * Creates the account without signing in (an address that already has one gets the same answer,
 * docs/accounts.md). The mailed verification link signs the user in on the welcome screen.
 */
export function signUp(body: SignUpBody): Promise<SignUpResult | null> {
  return answerOf(
    api.POST('/api/auth/sign-up/email', { body: { ...body, callbackURL: '/loggingin' } }),
    'Could not sign up',
  );
}
