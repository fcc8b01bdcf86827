import { requestJson } from '../request.ts';
import type { ApiUser } from './api-user.ts';

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  token?: string | null;
  user?: ApiUser | null;
}

/** Creates the account and signs it in; the verification link leads to the dashboard. */
export function signUp(body: SignUpBody): Promise<SignUpResult | null> {
  return requestJson<SignUpResult | null>(
    'POST',
    '/api/auth/sign-up/email',
    { ...body, callbackURL: '/dashboard' },
    'Could not sign up',
  );
}
