import { useAuthContext } from '../auth/auth-context.tsx';
import { useIsWorkspaceRoute } from './workspace-route.ts';

/**
 * Whether this page is a signed-in user's screen of work (not a public page such as the landing
 * page or About Us): it then has the side navigation, the compact footer and a smaller title.
 */
export function useInWorkspace(): boolean {
  const { user } = useAuthContext();
  const workRoute = useIsWorkspaceRoute();
  return user !== null && workRoute;
}
