import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api/api-error.ts';
import { signOut } from '../../lib/api/auth/sign-out.ts';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';

/** Logout for the Start menu: pending while the server ends the session, then /login. */
export function useLogout() {
  const { dispatch } = useAuthContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const logout = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      await signOut();
      dispatch({ type: 'LOGOUT' });
      await navigate('/login');
    } catch (cause) {
      console.error('Logout failed', cause);
      setError(errorText(cause, 'Could not log out'));
      setPending(false);
    }
  }, [dispatch, navigate]);

  return { logout, pending, error };
}
