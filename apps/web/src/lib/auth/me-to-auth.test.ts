import { describe, expect, it } from 'vitest';
import { authUserFromApi, meActions, nameOf, readyAction } from './me-to-auth.ts';
import { sampleMe as me } from './sample-me.ts';

const user = { uid: 'auth-1', email: 'a@b.sg', displayName: 'Ah Kow', emailVerified: false };

describe('GET /api/me into the auth state', () => {
  it('maps the user with the profile display name, and keeps claims, profile, company and abilities', () => {
    expect(readyAction(me)).toEqual({
      type: 'AUTH_IS_READY',
      user,
      customClaims: me.claims,
      profile: me.profile,
      company: me.company,
      abilities: me.abilities,
    });
  });

  it('is ready and signed out when nobody is signed in', () => {
    expect(readyAction(null)).toEqual({
      type: 'AUTH_IS_READY',
      user: null,
      customClaims: null,
      profile: null,
      company: null,
      abilities: null,
    });
  });

  it('stores the user, then the claims, then profile and company on a refresh', () => {
    expect(meActions(me).map((action) => action.type)).toEqual([
      'LOGIN',
      'SET_CLAIMS',
      'SET_ACCOUNT',
    ]);
    expect(meActions(me)[0]).toEqual({ type: 'LOGIN', user });
    expect(meActions(me)[2]).toEqual({
      type: 'SET_ACCOUNT',
      profile: me.profile,
      company: me.company,
      abilities: me.abilities,
    });
  });

  it('logs out when a refresh finds the session gone', () => {
    expect(meActions(null)).toEqual([{ type: 'LOGOUT' }]);
  });

  it('takes the account name from sign-in, and greets by name or e-mail', () => {
    expect(authUserFromApi(me.user)).toEqual({ ...user, displayName: 'Tan Ah Kow' });
    expect(nameOf(user)).toBe('Ah Kow');
    expect(nameOf({ ...user, displayName: null })).toBe('a@b.sg');
    expect(nameOf({ ...user, displayName: '  ' })).toBe('a@b.sg');
  });
});
