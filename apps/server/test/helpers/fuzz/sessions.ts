import { expect } from 'vitest';
import { PASSWORD, type TestUser } from '../factories.ts';

/**
 * Routes whose success ends the sender's session: a sign-out, and a password change (Kira makes
 * it revoke the user's other sessions, auth/auth-routes.ts). After one, the sender signs in again,
 * so the requests that follow still test the routes behind the session check.
 */
export const ENDS_SESSION = new Set(['/api/auth/sign-out', '/api/auth/change-password']);

/**
 * A new session for the user. Fails when the password is no longer the factories' one (a fuzzed
 * password change got through) or the account is locked by failed sign-ins: the runner then
 * founds a new world and reports why.
 */
export async function signInAgain(user: TestUser): Promise<void> {
  const res = await user.c.post('/api/auth/sign-in/email', {
    email: user.email,
    password: PASSWORD,
  });
  expect(res.statusCode, `signing ${user.email} in again: ${res.body}`).toBe(200);
}

/**
 * Whether an answer refused the request for want of a session: 401 with Kira's code
 * `UNAUTHENTICATED` (the session guard, auth/session.ts) or better-auth's `UNAUTHORIZED` (its own
 * check on the endpoints that need a session). Other 401s (a wrong password, a forged link) come
 * from a handler that read the request.
 */
export function refusedForWantOfSession(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode !== 401) return false;
  const code = errorCodeOf(res.body);
  return code === 'UNAUTHENTICATED' || code === 'UNAUTHORIZED';
}

function errorCodeOf(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; error?: { code?: unknown } };
    return parsed.error?.code ?? parsed.code;
  } catch {
    return undefined;
  }
}
