import type { AuthAction, AuthState } from './auth-types.ts';

/** Before the first answer from `GET /api/me`: nobody known, and gated screens wait. */
export const initialAuthState: AuthState = {
  user: null,
  customClaims: null,
  authIsReady: false,
  profile: null,
  company: null,
  abilities: null,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN':
      return { ...state, user: action.user };
    case 'LOGOUT':
      return {
        ...state,
        user: null,
        customClaims: null,
        profile: null,
        company: null,
        abilities: null,
      };
    case 'SET_CLAIMS':
      return { ...state, customClaims: action.customClaims };
    case 'SET_ACCOUNT':
      return {
        ...state,
        profile: action.profile,
        company: action.company,
        abilities: action.abilities,
      };
    case 'AUTH_IS_READY':
      return {
        user: action.user,
        customClaims: action.customClaims,
        profile: action.profile,
        company: action.company,
        abilities: action.abilities,
        authIsReady: true,
      };
  }
}
