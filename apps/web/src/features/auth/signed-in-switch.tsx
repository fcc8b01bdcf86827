import type { ReactNode } from 'react';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useAuthContext } from '../../lib/auth/auth-context.tsx';

interface SignedInSwitchProps {
  signedIn: ReactNode;
  signedOut: ReactNode;
}

/** Shows one of two screens depending on whether someone is signed in (used by /loggingin). */
export function SignedInSwitch({ signedIn, signedOut }: SignedInSwitchProps) {
  const { user, authIsReady } = useAuthContext();
  if (!authIsReady) return <LoadingScreen />;
  return user ? signedIn : signedOut;
}
