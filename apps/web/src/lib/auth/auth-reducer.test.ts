import type { Abilities } from '@kira/core/permissions';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-reducer.ts';
import type { ActiveCompany, AuthState, UserProfile } from './auth-types.ts';

const user = { uid: 'u1', email: 'tan@example.sg', displayName: 'Tan', emailVerified: true };
const claims = {
  tenantId: 'demo',
  accessLevel: [{ department: 'finance' as const, level: 'read' as const }],
  isDeveloper: false,
  subscription: 'free' as const,
};
const profile: UserProfile = {
  userid: 'U26KM6Hp-1233',
  displayName: 'Tan',
  tenantId: 'demo',
  accessLevel: claims.accessLevel,
  title: 'Founder',
  email: 'tan@example.sg',
  dateJoined: '2026-11-22',
};
const company: ActiveCompany = {
  tenantId: 'demo',
  name: 'Demo Trading Pte. Ltd.',
  isPlatform: false,
  isReadOnly: true,
};
const abilities = { 'company.read': true, 'company.update': false } as Abilities;
const signedOutReady: AuthState = { ...initialAuthState, authIsReady: true };

describe('authReducer (seed section 4)', () => {
  it('starts with no user, no claims and not ready', () => {
    expect(initialAuthState).toEqual({
      user: null,
      customClaims: null,
      authIsReady: false,
      profile: null,
      company: null,
      abilities: null,
    });
  });

  it('is ready after the first identity callback, signed out or with the user and claims', () => {
    const none = { user: null, customClaims: null, profile: null, company: null, abilities: null };
    expect(authReducer(initialAuthState, { type: 'AUTH_IS_READY', ...none })).toEqual(
      signedOutReady,
    );
    expect(
      authReducer(initialAuthState, {
        type: 'AUTH_IS_READY',
        user,
        customClaims: claims,
        profile,
        company,
        abilities,
      }),
    ).toEqual({ user, customClaims: claims, profile, company, abilities, authIsReady: true });
  });

  it('keeps login and claims as separate steps, and clears them and the abilities on logout', () => {
    const loggedIn = authReducer(signedOutReady, { type: 'LOGIN', user });
    expect(loggedIn.customClaims).toBeNull();
    const withClaims = authReducer(loggedIn, { type: 'SET_CLAIMS', customClaims: claims });
    const withAccount = authReducer(withClaims, {
      type: 'SET_ACCOUNT',
      profile,
      company,
      abilities,
    });
    expect(withAccount).toEqual({
      user,
      customClaims: claims,
      profile,
      company,
      abilities,
      authIsReady: true,
    });
    expect(authReducer(withAccount, { type: 'LOGOUT' })).toEqual(signedOutReady);
  });
});
