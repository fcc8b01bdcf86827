import { Navigate, Outlet, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { safeNextPath } from './next-path.ts';

interface RedirectIfSignedInProps {
  /** Where a signed-in user goes instead: /dashboard from /login, /login from /signup. */
  to: string;
  /** Go to `?next=` instead of `to` when it is a path of this site (login from an invitation). */
  followNext?: boolean;
}

/** Layout route for the sign-in and sign-up screens, which signed-in users do not need. */
export function RedirectIfSignedIn({ to, followNext = false }: RedirectIfSignedInProps) {
  const { user, authIsReady } = useAuthContext();
  const [params] = useSearchParams();
  if (!authIsReady) return <LoadingScreen />;
  if (user) {
    const next = followNext ? safeNextPath(params.get('next')) : null;
    return <Navigate to={next ?? to} replace />;
  }
  return <Outlet />;
}
