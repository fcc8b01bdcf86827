import type { AuthState } from '../../lib/auth/auth-types.ts';

/** What a gated route shows, decided from the auth state alone (pure, so it is easy to test). */
export type GateDecision = 'wait' | 'login' | 'unverified' | 'allow';

/** Dashboard, contacts, products, documents and search: signed in with a verified e-mail. */
export function decideVerifiedAccess({ user, authIsReady }: AuthState): GateDecision {
  if (!authIsReady) return 'wait';
  if (!user) return 'login';
  return user.emailVerified ? 'allow' : 'unverified';
}

/** My info: any signed-in user, verified or not. */
export function decideSignedInAccess({ user, authIsReady }: AuthState): GateDecision {
  if (!authIsReady) return 'wait';
  return user ? 'allow' : 'login';
}

/** Progress and developer: only users whose claims mark them as developers. */
export function decideDeveloperAccess({
  user,
  customClaims,
  authIsReady,
}: AuthState): GateDecision {
  if (!authIsReady) return 'wait';
  return user && customClaims?.isDeveloper === true ? 'allow' : 'login';
}
