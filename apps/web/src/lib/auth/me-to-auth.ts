import type { Me } from '@kira/core/me';
import type { AuthAction, AuthUser } from './auth-types.ts';

/**
 * The user as the app state holds it, from better-auth's user (sign-in's answer, which carries
 * more) or `GET /api/me`'s.
 */
export function authUserFromApi(user: Me['user']): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name || null,
    emailVerified: user.emailVerified,
  };
}

/** The user from `GET /api/me`: the profile's display name wins over the account's name. */
export function authUserFromMe(me: Me): AuthUser {
  return {
    ...authUserFromApi(me.user),
    displayName: me.profile?.displayName || me.user.name || null,
  };
}

/** The first answer of `GET /api/me` (null: signed out) as the seed's AUTH_IS_READY. */
export function readyAction(me: Me | null): AuthAction {
  return me
    ? {
        type: 'AUTH_IS_READY',
        user: authUserFromMe(me),
        customClaims: me.claims,
        profile: me.profile,
        company: me.company,
        abilities: me.abilities,
      }
    : {
        type: 'AUTH_IS_READY',
        user: null,
        customClaims: null,
        profile: null,
        company: null,
        abilities: null,
      };
}

/**
 * A later answer of `GET /api/me` as the seed's steps: store the user, then the claims (and
 * the profile, company and abilities read with them); nobody signed in any more is a logout.
 */
export function meActions(me: Me | null): AuthAction[] {
  if (!me) return [{ type: 'LOGOUT' }];
  return [
    { type: 'LOGIN', user: authUserFromMe(me) },
    { type: 'SET_CLAIMS', customClaims: me.claims },
    { type: 'SET_ACCOUNT', profile: me.profile, company: me.company, abilities: me.abilities },
  ];
}

/** The name to greet someone by. */
export function nameOf(user: AuthUser | null): string {
  return user?.displayName?.trim() || user?.email || 'there';
}
