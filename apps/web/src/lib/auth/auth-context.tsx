import { MSG_AUTH_CONTEXT_MISSING } from '@kira/core/constants';
import type { Me } from '@kira/core/me';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
// Only this small call is on the landing page's path; every other call loads with its screen.
import { getMe } from '../api/auth/get-me.ts';
import { authReducer, initialAuthState } from './auth-reducer.ts';
import type { AuthAction, AuthState } from './auth-types.ts';
import { meActions, readyAction } from './me-to-auth.ts';

export interface AuthContextValue extends AuthState {
  dispatch: Dispatch<AuthAction>;
  /** Stores an answer of `GET /api/me` (or `PATCH /api/me`): user, claims, profile, company. */
  applyMe: (me: Me | null) => void;
  /**
   * Reads `GET /api/session` again and stores it (the seed's "force-refresh the token and
   * reload the claims"); resolves with the answer, null when the session is gone.
   */
  refresh: () => Promise<Me | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthContextProvider({
  children,
  me,
}: {
  children?: ReactNode;
  /** The session's answer the server rendered the first screen with (first-screen.ts), if any. */
  me?: Me;
}) {
  const [state, dispatch] = useReducer(authReducer, me, (known) =>
    known ? authReducer(initialAuthState, readyAction(known)) : initialAuthState,
  );

  // The seed's first identity-state callback: ask the server who the session cookie belongs to
  // (unless the page came rendered for that session).
  const known = me !== undefined;
  useEffect(() => {
    if (known) return;
    let current = true;
    getMe()
      .catch((error: unknown) => {
        console.error('Could not read the session; continuing signed out', error);
        return null;
      })
      .then((me) => {
        // A transition: on the prerendered landing page the answer may come while React is
        // still hydrating the page in slices, and a context change must not turn the rest of
        // that work into one long task (docs/performance.md, "The landing page").
        if (current) startTransition(() => dispatch(readyAction(me)));
      });
    return () => {
      current = false;
    };
  }, [known]);

  const applyMe = useCallback((me: Me | null) => {
    for (const action of meActions(me)) dispatch(action);
  }, []);

  const refresh = useCallback(async () => {
    const me = await getMe();
    applyMe(me);
    return me;
  }, [applyMe]);

  const value = useMemo(
    () => ({ ...state, dispatch, applyMe, refresh }),
    [state, applyMe, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) {
    throw new Error(MSG_AUTH_CONTEXT_MISSING);
  }
  return context;
}
