import type { Claims } from '@kira/core/claims';
import type { Me } from '@kira/core/me';
import type { Abilities } from '@kira/core/permissions';

/** The signed-in person, as the identity provider reports them. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
}

/**
 * Claims held after sign-in (the seed: tenantId, accessLevel, subscription), as `GET /api/me`
 * gives them for the active company; `isDeveloper` marks the platform's developers.
 */
export type CustomClaims = Partial<Claims>;

/** The profile document of the signed-in user (the seed's users/{uid}). */
export type UserProfile = Me['profile'];

/**
 * The company the claims are for: its tenant id, name, whether it is the platform tenant and
 * whether it is read-only (the demo).
 */
export type ActiveCompany = Me['company'];

export interface AuthState {
  user: AuthUser | null;
  customClaims: CustomClaims | null;
  authIsReady: boolean;
  /** Read with the claims from `GET /api/me`; null while signed out. */
  profile: UserProfile | null;
  company: ActiveCompany | null;
  /**
   * What the user may do in the active company, as the server computed it (read with the
   * claims; null while signed out). Screens show and hide by it, never by levels.
   */
  abilities: Abilities | null;
}

export type AuthAction =
  | { type: 'LOGIN'; user: AuthUser }
  | { type: 'LOGOUT' }
  | { type: 'SET_CLAIMS'; customClaims: CustomClaims | null }
  | {
      type: 'SET_ACCOUNT';
      profile: UserProfile | null;
      company: ActiveCompany | null;
      abilities: Abilities | null;
    }
  | {
      type: 'AUTH_IS_READY';
      user: AuthUser | null;
      customClaims: CustomClaims | null;
      profile: UserProfile | null;
      company: ActiveCompany | null;
      abilities: Abilities | null;
    };
