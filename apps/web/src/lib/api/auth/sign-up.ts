import { type ApiSchemas, answerOf, api } from '../client.ts';

/** Name, e-mail and password: where the verification link leads is this app's to choose. */
export type SignUpBody = Omit<ApiSchemas['SignUpRequest'], 'callbackURL'>;

/**
 * Creates the account without signing in (an address that already has one gets the same answer,
 * docs/accounts.md). The mailed verification link signs the user in on the welcome screen.
 * While mail delivery is failing, the answer also carries `mail` (202): the mail will be late.
 */
export function signUp(body: SignUpBody) {
  return answerOf(
    api.POST('/api/auth/sign-up/email', { body: { ...body, callbackURL: '/loggingin' } }),
    'Could not sign up',
  );
}
