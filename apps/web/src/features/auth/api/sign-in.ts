import { requestJson } from '../../../lib/api/request.ts';
import type { ApiUser } from './types.ts';

export interface SignInBody {
  email: string;
  password: string;
}

export interface SignInResult {
  user?: ApiUser | null;
}

export function signIn(body: SignInBody): Promise<SignInResult | null> {
  return requestJson<SignInResult | null>(
    'POST',
    '/api/auth/sign-in/email',
    body,
    'Could not log in',
  );
}
