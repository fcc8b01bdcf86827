import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from './auth-context.tsx';

interface RedirectIfSignedInProps {
  /** Where a signed-in user goes instead: /dashboard from /login, /login from /signup. */
  to: string;
}

/** Layout route for the sign-in and sign-up screens, which signed-in users do not need. */
export function RedirectIfSignedIn({ to }: RedirectIfSignedInProps) {
  const { user, authIsReady } = useAuthContext();
  if (!authIsReady) return <LoadingScreen />;
  if (user) return <Navigate to={to} replace />;
  return <Outlet />;
}
