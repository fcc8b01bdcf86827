import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { decideDeveloperAccess } from './gating-rules.ts';

/** Layout route: the screen for developers (the isDeveloper claim), otherwise /login. */
export function RequireDeveloper() {
  const decision = decideDeveloperAccess(useAuthContext());
  if (decision === 'wait') return <LoadingScreen />;
  if (decision === 'login') return <Navigate to="/login" replace />;
  return <Outlet />;
}
