import { answerOf, api } from '../client.ts';
import type { ApiUser } from './api-user.ts';

export interface SignInBody {
  email: string;
  password: string;
}

export interface SignInResult {
  user?: ApiUser | null;
}

export function signIn(body: SignInBody): Promise<SignInResult | null> {
  return answerOf(api.POST('/api/auth/sign-in/email', { body }), 'Could not log in');
}
