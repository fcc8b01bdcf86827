import { type UIMatch, useMatches } from 'react-router';
import { useAuthContext } from '../auth/auth-context.tsx';

/** The `handle` of the routes that are screens of work (router.tsx): the side nav frames them. */
export const WORKSPACE_ROUTE = { workspace: true } as const;

function isWorkspaceRoute(match: UIMatch): boolean {
  return (match.handle as Partial<typeof WORKSPACE_ROUTE> | undefined)?.workspace === true;
}

/**
 * Whether this page is a signed-in user's screen of work (not a public page such as the landing
 * page or About Us): it then has the side navigation, the compact footer and a smaller title.
 */
export function useInWorkspace(): boolean {
  const { user } = useAuthContext();
  const matches = useMatches();
  return user !== null && matches.some(isWorkspaceRoute);
}
