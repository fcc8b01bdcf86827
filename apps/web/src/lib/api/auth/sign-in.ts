import { type ApiSchemas, answerOf, api } from '../client.ts';

/** Signs in with e-mail and password: the answer sets the session cookie. */
export function signIn(body: ApiSchemas['SignInRequest']) {
  return answerOf(api.POST('/api/auth/sign-in/email', { body }), 'Could not log in');
}
