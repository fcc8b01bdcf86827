import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { decideSignedInAccess } from './gating-rules.ts';

/** Layout route: the screen for any signed-in user, otherwise /login. */
export function RequireSignedIn() {
  const decision = decideSignedInAccess(useAuthContext());
  if (decision === 'wait') return <LoadingScreen />;
  if (decision === 'login') return <Navigate to="/login" replace />;
  return <Outlet />;
}
