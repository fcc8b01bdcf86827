import { describe, expect, it } from 'vitest';
import type { AuthState, AuthUser } from '../../lib/auth/auth-types.ts';
import {
  decideDeveloperAccess,
  decideSignedInAccess,
  decideVerifiedAccess,
} from './gating-rules.ts';

const verified: AuthUser = {
  uid: 'u1',
  email: 'tan@example.sg',
  displayName: 'Tan',
  emailVerified: true,
};
const unverified: AuthUser = { ...verified, emailVerified: false };

function state(overrides: Partial<AuthState>): AuthState {
  return {
    user: null,
    customClaims: null,
    authIsReady: true,
    profile: null,
    company: null,
    abilities: null,
    ...overrides,
  };
}

describe('the seed gating rules', () => {
  it('wait until the auth state is ready, whatever else it says', () => {
    const notReady = state({
      authIsReady: false,
      user: verified,
      customClaims: { isDeveloper: true },
    });
    expect(decideVerifiedAccess(notReady)).toBe('wait');
    expect(decideSignedInAccess(notReady)).toBe('wait');
    expect(decideDeveloperAccess(notReady)).toBe('wait');
  });

  it('send signed-out visitors to login everywhere', () => {
    expect(decideVerifiedAccess(state({}))).toBe('login');
    expect(decideSignedInAccess(state({}))).toBe('login');
    expect(decideDeveloperAccess(state({}))).toBe('login');
  });

  it('show the profile with the notice to unverified users on gated screens, and my info as is', () => {
    expect(decideVerifiedAccess(state({ user: unverified }))).toBe('unverified');
    expect(decideSignedInAccess(state({ user: unverified }))).toBe('allow');
  });

  it('let verified users in', () => {
    expect(decideVerifiedAccess(state({ user: verified }))).toBe('allow');
  });

  it('open progress and developer only to developers', () => {
    expect(
      decideDeveloperAccess(state({ user: verified, customClaims: { tenantId: 'demo' } })),
    ).toBe('login');
    expect(
      decideDeveloperAccess(state({ user: verified, customClaims: { isDeveloper: false } })),
    ).toBe('login');
    expect(
      decideDeveloperAccess(state({ user: verified, customClaims: { isDeveloper: true } })),
    ).toBe('allow');
  });
});
