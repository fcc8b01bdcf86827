import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';
import { decideVerifiedAccess } from './gating-rules.ts';

interface RequireVerifiedProps {
  /** Shown instead of the screen to a signed-in user whose e-mail is not verified yet. */
  unverified: ReactNode;
}

/** Layout route: signed out goes to /login, unverified sees `unverified`, verified the screen. */
export function RequireVerified({ unverified }: RequireVerifiedProps) {
  const decision = decideVerifiedAccess(useAuthContext());
  if (decision === 'wait') return <LoadingScreen />;
  if (decision === 'login') return <Navigate to="/login" replace />;
  if (decision === 'unverified') return unverified;
  return <Outlet />;
}
